import * as z from 'zod';

/** A JSON column this server wrote, read through its schema; anything unreadable reads as `fallback`. */
export function readStoredJson<T>(json: string, schema: z.core.$ZodType<T>, fallback: T): T {
  try {
    const parsed = z.safeParse(schema, JSON.parse(json));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}
