import * as z from 'zod';

/** Query-string value schemas shared by the list endpoints: every value arrives as text. */

export const intValue = z
  .string()
  .trim()
  .regex(/^-?\d+$/, { error: 'must be an integer' })
  .transform(Number);

export const numberValue = z
  .string()
  .trim()
  .regex(/^-?(?:\d+(?:\.\d*)?|\.\d+)$/, { error: 'must be a number' })
  .transform(Number);

/** The documents use `true`/`false` for some flags and `1`/`0` for others; both are accepted. */
export const boolValue = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true, false, 1 or 0' })
  .transform((value) => value === 'true' || value === '1');

export const textValue = z.string();

export function enumValue<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `must be one of: ${values.join(', ')}` });
}

/** A comma-separated list (`style: form, explode: false`), each item read by `item`. */
export function listOf<T>(item: z.ZodType<T, string>) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).min(1, { error: 'must list at least one value' }));
}

/** The first problem zod found, as a short sentence for the `errors` object of a 422. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'is invalid';
}

/** Repeated keys (`?id:in=1&id:in=2`) read as one comma-separated value. */
export function flattenQuery(query: unknown): Record<string, string> {
  const flat: Record<string, string> = {};
  if (typeof query !== 'object' || query === null) return flat;
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') flat[key] = value;
    else if (Array.isArray(value)) flat[key] = value.map(String).join(',');
  }
  return flat;
}
