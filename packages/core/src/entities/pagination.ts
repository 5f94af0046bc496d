import * as z from 'zod';

/** The platform's offset pagination block (`meta.pagination`). */
export const paginationSchema = z.object({
  total: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  per_page: z.number().int().positive(),
  current_page: z.number().int().positive(),
  total_pages: z.number().int().nonnegative(),
  links: z
    .object({
      previous: z.string().optional(),
      current: z.string().optional(),
      next: z.string().optional(),
    })
    .optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The `meta` of a list answer; the spec reads `pagination.total`. */
export const listMetaSchema = z.object({ pagination: paginationSchema });
export type ListMeta = z.infer<typeof listMetaSchema>;
