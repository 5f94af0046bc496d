import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

/** A zod 4 schema (core's are `zod/mini`) that takes an object. */
interface CoreSchema {
  _zod: { input: FieldValues; output: unknown };
}

/**
 * One of core's zod schemas as a form's resolver. The values are checked as they are (`raw`):
 * what the form hands on is what was edited, not the schema's output. `Values` must be values
 * the schema accepts; the form's types are often narrower than the schema's input (a description
 * the form always holds, the server takes as optional), which TypeScript cannot see through.
 */
export function coreResolver<Values extends FieldValues>(schema: CoreSchema): Resolver<Values> {
  return zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<Values>;
}

/** As `coreResolver`, but the submit gets the schema's output (defaults and limits filled in). */
export function coreOutputResolver<Values extends FieldValues, Schema extends CoreSchema>(
  schema: Schema,
): Resolver<Values, unknown, Schema['_zod']['output']> {
  return zodResolver(schema) as unknown as Resolver<Values, unknown, Schema['_zod']['output']>;
}
