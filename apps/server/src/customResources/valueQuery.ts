import * as z from 'zod';
import { defaultPerPage, maxPerPage } from './listQuery.js';
import { valueMessages as m } from './valueMessages.js';

const positiveId = z
  .string()
  .regex(/^\d+$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/**
 * The `id:in` lookup (spec section 7) as a query parameter: comma-separated (`id:in=1,2`) or
 * repeated (`id:in=1&id:in=2`), at most a page of 999.
 */
const idListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((raw) =>
    (Array.isArray(raw) ? raw : [raw])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(positiveId).max(maxPerPage));

/** The values list: `page`, `per_page` (up to 999), `search_term` (or `search`), `id:in`. */
export const valueListQuerySchema = z
  .object({
    page: z.coerce.number().int().positive().default(1),
    per_page: z.coerce.number().int().positive().max(maxPerPage).default(defaultPerPage),
    search: z.string().max(255).optional(),
    search_term: z.string().max(255).optional(),
    'id:in': idListSchema.optional(),
  })
  .strict()
  .transform((query) => ({
    page: query.page,
    perPage: query.per_page,
    search: (query.search_term ?? query.search ?? '').trim(),
    ids: query['id:in'],
  }));

/** The bulk delete body `{"id:in": [ids]}`; an empty choice is refused (the UI sends none). */
export const bulkDeleteBodySchema = z
  .object({
    'id:in': z.array(z.number().int().positive()).min(1, { error: m.idsRequired }).max(maxPerPage),
  })
  .strict();
