import * as z from 'zod/mini';
import { customObjectFieldSchema } from './customObjectField.js';
import { nameMaxLength } from '../constants.js';
import { maxLength, requiredText } from './inputFields.js';
import { idSchema } from './wireFormats.js';

/** A custom resource; its slug is shown as Key and derived from the name. */
export const customObjectSchema = z.object({
  id: idSchema,
  name: z.string(),
  plural_name: z.string(),
  slug: z.string(),
  fields: z.optional(z.array(customObjectFieldSchema)),
  /** How many fields it has: given by the list, which leaves the fields out. */
  field_count: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type CustomObject = z.infer<typeof customObjectSchema>;

/** The create-resource and settings form: only the name is required; the key follows it. */
export const customObjectInputSchema = z.object({
  name: requiredText().check(z.maxLength(nameMaxLength, maxLength(nameMaxLength))),
  plural_name: z.optional(z.string().check(z.maxLength(nameMaxLength, maxLength(nameMaxLength)))),
  slug: z.optional(z.string()),
});
export type CustomObjectInput = z.infer<typeof customObjectInputSchema>;
