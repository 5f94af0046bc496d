import * as z from 'zod';
import { HttpError } from '../httpErrors.js';

/** Field path → its messages; here always one, the first, as the field form shows (section 5). */
export type FieldErrors = Record<string, string[]>;

/** Collects errors keeping only the first message of each field. */
export class FirstErrors {
  readonly errors: FieldErrors = {};

  add(path: string, message: string): void {
    this.errors[path] ??= [message];
  }

  addIssues(issues: readonly z.core.$ZodIssue[]): void {
    for (const issue of issues) this.add(issue.path.join('.') || '_', issue.message);
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Answers 422 with the errors, if there are any. */
  throwIfAny(): void {
    if (!this.empty) throw invalid(this.errors);
  }
}

export const invalid = (errors: FieldErrors) =>
  new HttpError(422, 'invalid_input', 'Please correct the highlighted fields.', errors);

/** Parses with a schema, or answers 422 with the first message of each field. */
export function parseFirst<Schema extends z.core.$ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const errors = new FirstErrors();
  errors.addIssues(result.error.issues);
  throw invalid(errors.errors);
}
