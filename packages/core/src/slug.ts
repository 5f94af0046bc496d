/**
 * The slug rule of the spec (section 5 of both documents), used for keys derived from names:
 * strip accents, trim, lowercase, drop characters other than a-z, 0-9, space and hyphen,
 * turn spaces into hyphens, collapse repeated hyphens.
 */
export function slugify(name: string): string {
  return (
    name
      // NFD splits "é" into "e" + a combining accent (U+0300–U+036F), which we then drop.
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replace(/ /g, '-')
      .replace(/-{2,}/g, '-')
  );
}
