import * as z from 'zod';
import { idSchema } from './wireFormats.js';

/** A category: the search shows its URL path, the tree shows its children. */
export const categorySchema = z.object({
  category_id: idSchema,
  name: z.string(),
  url: z.object({ path: z.string(), is_customized: z.boolean().optional() }).optional(),
  get children() {
    return z.array(categorySchema).optional();
  },
});
export type Category = z.infer<typeof categorySchema>;
