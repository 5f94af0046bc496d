import type { ListMeta } from '@metafields/core';
import * as z from 'zod';

/**
 * The most rows one page may hold: the resources list reads every resource in one page of 999
 * (spec section 9), so that is the bound for every list here.
 */
export const maxPerPage = 999;
/** Resources and fields tables default to 50 a page (spec section 9). */
export const defaultPerPage = 50;

/** `page`, `per_page` and a search text (`search`, or `search_term` as the values list says). */
export const listQuerySchema = z
  .object({
    page: z.coerce.number().int().positive().default(1),
    per_page: z.coerce.number().int().positive().max(maxPerPage).default(defaultPerPage),
    search: z.string().max(255).optional(),
    search_term: z.string().max(255).optional(),
  })
  .strict()
  .transform(({ page, per_page, search, search_term }) => ({
    page,
    perPage: per_page,
    search: (search ?? search_term ?? '').trim(),
  }));
export type ListQuery = z.output<typeof listQuerySchema>;

/** A LIKE pattern that matches the text anywhere, with its wildcards taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Core's list meta for one page of `total` rows. */
export function listMeta(query: ListQuery, total: number, count: number): ListMeta {
  return {
    pagination: {
      total,
      count,
      per_page: query.perPage,
      current_page: query.page,
      total_pages: Math.ceil(total / query.perPage),
    },
  };
}
