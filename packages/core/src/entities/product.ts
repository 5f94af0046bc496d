import * as z from 'zod/mini';

/** Product as the products list reads it (metafields.md, section 3). */
export const productSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  sku: z.string(),
  price: z.number(),
  sale_price: z.number(),
  is_visible: z.boolean(),
  primary_image: z.nullish(z.object({ url_thumbnail: z.string() })),
});
export type Product = z.infer<typeof productSchema>;
