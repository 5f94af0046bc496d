/**
 * The alias under which an example query reads a namespace's metafields. A GraphQL name is
 * made of A-Za-z0-9_ and does not start with a digit, so every character outside that set
 * (each code point, so an emoji is one) becomes '_', and a name that would start with a digit,
 * or be empty, gets a leading '_' ("2024-specs" gives "_2024_specs", "" gives "_").
 */
export function graphqlAlias(namespace: string): string {
  const sanitised = namespace.replace(/[^A-Za-z0-9_]/gu, '_');
  return /^[A-Za-z_]/.test(sanitised) ? sanitised : `_${sanitised}`;
}
