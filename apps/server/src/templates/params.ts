import { resourceTypes, type ResourceType } from '@metafields/core';
import * as z from 'zod';
import { HttpError } from '../http/errors.js';
import { idParam } from '../validation.js';

/** The type in the address: core's singular name, or its plural as the admin routes use it. */
const typeSchema = z.string().transform((text, context): ResourceType => {
  const entry = resourceTypes.find((type) => type.singular === text || type.plural === text);
  if (!entry) {
    context.addIssue({ code: 'custom', message: 'unknown resource type' });
    return z.NEVER;
  }
  return entry.singular;
});

export const typeParamsSchema = z.object({ type: typeSchema });
export const templateParamsSchema = z.object({
  type: typeSchema,
  id: idParam,
});

export const typeNotFound = () =>
  new HttpError(404, 'not_found', 'There are no shared metafields for this type.');
export const templateNotFound = () =>
  new HttpError(404, 'not_found', 'Shared metafield not found.');

/** Templates per page: the list offers 5 to 250, 25 by default; per-record loading asks 150. */
export const maxPerPage = 250;
export const defaultPerPage = 25;

export const templateListQuerySchema = z
  .object({
    page: z.coerce.number().int().positive().default(1),
    per_page: z.coerce.number().int().positive().max(maxPerPage).default(defaultPerPage),
    search_term: z.string().max(255).optional(),
  })
  .transform(({ page, per_page, search_term }) => ({
    page,
    perPage: per_page,
    search: (search_term ?? '').trim(),
  }));

/** A reorder of several rows: each `{ id, sort_order }`, applied in the order given. */
export const reorderBodySchema = z
  .array(
    z.object({
      id: z.number().int().positive(),
      sort_order: z.number().int().positive(),
    }),
  )
  .min(1)
  .max(maxPerPage);
