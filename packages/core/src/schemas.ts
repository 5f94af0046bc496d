import * as z from 'zod';

/**
 * Wire schemas of the walking skeleton. The full set of the spec's entities comes with the
 * core issue; these are the ones the skeleton already crosses the wire with.
 */

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

export const listMetaSchema = z.object({ pagination: paginationSchema });
export type ListMeta = z.infer<typeof listMetaSchema>;

/** Product as the products list reads it (spec section 3). */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  price: z.number(),
  sale_price: z.number(),
  is_visible: z.boolean(),
  primary_image: z.object({ url_thumbnail: z.string() }).nullish(),
});
export type Product = z.infer<typeof productSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.email(),
  name: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** A store the signed-in user may open (spec: store picker). */
export const storeSchema = z.object({
  store_hash: z.string().min(1),
  name: z.string(),
  currency: z.string().length(3),
  timezone_name: z.string(),
  active: z.boolean(),
});
export type Store = z.infer<typeof storeSchema>;

export const loginInputSchema = z.object({
  email: z.email(),
  password: z.string().min(1),
});
export type LoginInput = z.infer<typeof loginInputSchema>;
