import * as z from 'zod';
import { HttpError } from './http/errors.js';

/**
 * The server's one way of judging a request's parts. Every 422 of /api has the shape the README
 * and the OpenAPI document promise: `{ error: 'invalid_input', message, errors }`, where
 * `errors` maps a field path (`options.min`, `items.0.value`) to its first message only, as the
 * forms show one message under a field. A problem of the whole body (an unknown key, a body that
 * is not an object) is under `_`.
 */

/** Field path → its messages (always the first one). */
export type FieldErrors = Record<string, string[]>;

export const invalidInputMessage = 'Please correct the highlighted fields.';

/** The path of an issue as the error body names it; symbols (never sent in JSON) are named too. */
export const fieldPath = (path: readonly PropertyKey[]): string =>
  path.map((key) => (typeof key === 'symbol' ? (key.description ?? '') : String(key))).join('.') ||
  '_';

/** A 422 with the given field errors; `message` and `code` for the few that say more. */
export const invalid = (
  errors: FieldErrors,
  message = invalidInputMessage,
  code = 'invalid_input',
) => new HttpError(422, code, message, errors);

/** Collects errors keeping only the first message of each field, for rules beyond a schema. */
export class FirstErrors {
  readonly errors: FieldErrors = {};

  add(path: string, message: string): void {
    this.errors[path] ??= [message];
  }

  addIssues(issues: readonly z.core.$ZodIssue[]): void {
    for (const issue of issues) this.add(fieldPath(issue.path), issue.message);
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Answers 422 with the errors, if there are any. */
  throwIfAny(): void {
    if (!this.empty) throw invalid(this.errors);
  }
}

/** The errors of zod issues, the first message of each field. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const list = new FirstErrors();
  list.addIssues(issues);
  return list.errors;
}

/** Parses a request part (body, query) with a schema, or answers 422 with its field errors. */
export function parseInput<Schema extends z.core.$ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  throw invalid(fieldErrorsOf(result.error.issues));
}

/**
 * A record's id in an address: a positive whole number a JavaScript number holds exactly, so a
 * longer one cannot round onto another record's id.
 */
export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The parts of an address; one that is not an id names nothing, so it answers the 404. */
export function parseParams<Schema extends z.core.$ZodType>(
  schema: Schema,
  params: unknown,
  notFound: () => HttpError,
): z.output<Schema> {
  const parsed = z.safeParse(schema, params);
  if (!parsed.success) throw notFound();
  return parsed.data;
}
