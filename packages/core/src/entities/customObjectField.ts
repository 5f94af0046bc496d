import * as z from 'zod/mini';
import { permissionSets } from '../permissionSets.js';
import {
  entityListTypes,
  optionLimitSchema,
  selectOptionSchema,
  urlTypes,
} from './fieldOptions.js';
import { nameMaxLength } from '../constants.js';
import { maxLength, requiredText } from './inputFields.js';
import { withTextLimitDefaults } from './textLimitDefaults.js';
import { idSchema } from './wireFormats.js';

/** A custom resource field's options (custom-resources-and-account.md, section 3). */
export const customObjectFieldOptionsSchema = z.object({
  url_type: z.optional(z.enum(urlTypes)),
  min: z.optional(optionLimitSchema),
  max: z.optional(optionLimitSchema),
  multiselect: z.optional(z.boolean()),
  select_options: z.optional(z.array(selectOptionSchema)),
  entity_list_type: z.optional(z.enum(entityListTypes)),
  /** Set when the content type is a reference to another custom resource. */
  custom_object_id: z.optional(idSchema),
});
export type CustomObjectFieldOptions = z.infer<typeof customObjectFieldOptionsSchema>;

export const customObjectFieldSchema = z.object({
  id: idSchema,
  custom_object_id: idSchema,
  name: z.string(),
  /** A slug of the name: the property that holds this field in a value. */
  meta_key: z.string(),
  content_type: z.string().check(z.minLength(1)),
  use_as_display_name: z.boolean(),
  options: z.nullish(customObjectFieldOptionsSchema),
  permission_set: z.optional(z.enum(permissionSets)),
  sort_order: z.number().check(z.int()),
});
export type CustomObjectField = z.infer<typeof customObjectFieldSchema>;

/** What the field form sends: name and content type are required (section 5). */
const customObjectFieldInputObject = z.object({
  id: z.optional(idSchema),
  name: requiredText().check(z.maxLength(nameMaxLength, maxLength(nameMaxLength))),
  meta_key: z.optional(z.string()),
  content_type: requiredText(),
  use_as_display_name: z.optional(z.boolean()),
  options: z.optional(customObjectFieldOptionsSchema),
  permission_set: z.optional(z.enum(permissionSets)),
  sort_order: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export const customObjectFieldInputSchema = z.pipe(
  customObjectFieldInputObject,
  z.transform((input: z.output<typeof customObjectFieldInputObject>) =>
    withTextLimitDefaults(input),
  ),
);
export type CustomObjectFieldInput = z.infer<typeof customObjectFieldInputSchema>;
