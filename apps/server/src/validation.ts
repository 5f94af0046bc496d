import * as z from 'zod';
import { HttpError } from './httpErrors.js';

/** Parses a request part with a core schema, or answers 422 with the errors by field. */
export function parseInput<Schema extends z.core.$ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  throw new HttpError(422, 'invalid_input', 'Please correct the highlighted fields.', errors);
}
