import * as z from 'zod';
import { entityListTypes, optionLimitSchema, selectOptionSchema } from './fieldOptions.js';
import { idSchema } from './wireFormats.js';

/** The options of a shared metafield, depending on its content type (metafields.md, section 3). */
export const templateOptionsSchema = z.object({
  min: optionLimitSchema.optional(),
  max: optionLimitSchema.optional(),
  entity_list_type: z.enum(entityListTypes).optional(),
  is_read_only: z.boolean().optional(),
  custom_object_id: idSchema.optional(),
  select_options: z.array(selectOptionSchema).optional(),
});
export type TemplateOptions = z.infer<typeof templateOptionsSchema>;

/** A shared metafield (template); its unique id in the platform's eyes is namespace.meta_key. */
export const templateSchema = z.object({
  id: idSchema,
  name: z.string(),
  namespace: z.string(),
  meta_key: z.string(),
  description: z.string().nullish(),
  content_type: z.string().min(1),
  options: templateOptionsSchema.nullish(),
  use_on_storefront: z.boolean(),
  sort_order: z.number().int(),
  metafield_count: z.number().int().nonnegative().optional(),
});
export type Template = z.infer<typeof templateSchema>;
