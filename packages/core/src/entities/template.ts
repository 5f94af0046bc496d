import * as z from 'zod/mini';
import { entityListTypes, optionLimitSchema, selectOptionSchema } from './fieldOptions.js';
import { idSchema } from './wireFormats.js';

/** The options of a shared metafield, depending on its content type (metafields.md, section 3). */
export const templateOptionsSchema = z.object({
  min: z.optional(optionLimitSchema),
  max: z.optional(optionLimitSchema),
  entity_list_type: z.optional(z.enum(entityListTypes)),
  is_read_only: z.optional(z.boolean()),
  custom_object_id: z.optional(idSchema),
  select_options: z.optional(z.array(selectOptionSchema)),
});
export type TemplateOptions = z.infer<typeof templateOptionsSchema>;

/** A shared metafield (template); its unique id in the platform's eyes is namespace.meta_key. */
export const templateSchema = z.object({
  id: idSchema,
  name: z.string(),
  namespace: z.string(),
  meta_key: z.string(),
  description: z.nullish(z.string()),
  content_type: z.string().check(z.minLength(1)),
  options: z.nullish(templateOptionsSchema),
  use_on_storefront: z.boolean(),
  sort_order: z.number().check(z.int()),
  metafield_count: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type Template = z.infer<typeof templateSchema>;
