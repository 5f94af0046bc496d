import * as z from 'zod';
import { permissionSets } from '../permissionSets.js';
import {
  entityListTypes,
  optionLimitSchema,
  selectOptionSchema,
  urlTypes,
} from './fieldOptions.js';
import { requiredText } from './inputFields.js';
import { withTextLimitDefaults } from './textLimitDefaults.js';
import { idSchema } from './wireFormats.js';

/** A custom resource field's options (custom-resources-and-account.md, section 3). */
export const customObjectFieldOptionsSchema = z.object({
  url_type: z.enum(urlTypes).optional(),
  min: optionLimitSchema.optional(),
  max: optionLimitSchema.optional(),
  multiselect: z.boolean().optional(),
  select_options: z.array(selectOptionSchema).optional(),
  entity_list_type: z.enum(entityListTypes).optional(),
  /** Set when the content type is a reference to another custom resource. */
  custom_object_id: idSchema.optional(),
});
export type CustomObjectFieldOptions = z.infer<typeof customObjectFieldOptionsSchema>;

export const customObjectFieldSchema = z.object({
  id: idSchema,
  custom_object_id: idSchema,
  name: z.string(),
  /** A slug of the name: the property that holds this field in a value. */
  meta_key: z.string(),
  content_type: z.string().min(1),
  use_as_display_name: z.boolean(),
  options: customObjectFieldOptionsSchema.nullish(),
  permission_set: z.enum(permissionSets).optional(),
  sort_order: z.number().int(),
});
export type CustomObjectField = z.infer<typeof customObjectFieldSchema>;

/** What the field form sends: name and content type are required (section 5). */
export const customObjectFieldInputSchema = z
  .object({
    id: idSchema.optional(),
    name: requiredText(),
    meta_key: z.string().optional(),
    content_type: requiredText(),
    use_as_display_name: z.boolean().optional(),
    options: customObjectFieldOptionsSchema.optional(),
    permission_set: z.enum(permissionSets).optional(),
    sort_order: z.number().int().nonnegative().optional(),
  })
  .transform(withTextLimitDefaults);
export type CustomObjectFieldInput = z.infer<typeof customObjectFieldInputSchema>;
