import * as z from 'zod';
import { HttpError } from '../httpErrors.js';

const positiveId = z.coerce.number().int().positive();

export const objectParamsSchema = z.object({ id: positiveId });
export const fieldParamsSchema = z.object({ id: positiveId, fieldId: positiveId });

export const objectNotFound = () => new HttpError(404, 'not_found', 'Resource not found.');
export const fieldNotFound = () => new HttpError(404, 'not_found', 'Resource field not found.');

/** The ids of the address; one that is not an id names nothing, so it answers 404. */
export function parseParams<Schema extends z.core.$ZodType>(
  schema: Schema,
  params: unknown,
  notFound: () => HttpError,
): z.output<Schema> {
  const parsed = z.safeParse(schema, params);
  if (!parsed.success) throw notFound();
  return parsed.data;
}
