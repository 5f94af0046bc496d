import * as z from 'zod/mini';
import { idSchema } from './wireFormats.js';

/** A category: the search shows its URL path, the tree shows its children. */
export const categorySchema = z.object({
  category_id: idSchema,
  name: z.string(),
  url: z.optional(z.object({ path: z.string(), is_customized: z.optional(z.boolean()) })),
  get children() {
    return z.optional(z.array(categorySchema));
  },
});
export type Category = z.infer<typeof categorySchema>;
