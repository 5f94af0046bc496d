import * as z from 'zod/mini';
import { idSchema } from './wireFormats.js';

/** One option of a variant ('Color: Beige'); the labels joined make the variant's name. */
export const variantOptionValueSchema = z.object({
  label: z.string(),
  option_display_name: z.optional(z.string()),
});
export type VariantOptionValue = z.infer<typeof variantOptionValueSchema>;

/** A variant as the variants list reads it (include_fields id,sku,option_values,image_url). */
export const variantSchema = z.object({
  id: idSchema,
  sku: z.string(),
  option_values: z.array(variantOptionValueSchema),
  // The platform sends '' when the variant has no image of its own.
  image_url: z.string(),
});
export type Variant = z.infer<typeof variantSchema>;
