import * as z from 'zod/mini';

/** The platform's offset pagination block (`meta.pagination`). */
export const paginationSchema = z.object({
  total: z.number().check(z.int(), z.nonnegative()),
  count: z.number().check(z.int(), z.nonnegative()),
  per_page: z.number().check(z.int(), z.positive()),
  current_page: z.number().check(z.int(), z.positive()),
  total_pages: z.number().check(z.int(), z.nonnegative()),
  links: z.optional(
    z.object({
      previous: z.optional(z.string()),
      current: z.optional(z.string()),
      next: z.optional(z.string()),
    }),
  ),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The `meta` of a list answer; the spec reads `pagination.total`. */
export const listMetaSchema = z.object({ pagination: paginationSchema });
export type ListMeta = z.infer<typeof listMetaSchema>;
