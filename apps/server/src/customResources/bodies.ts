import {
  customObjectFieldInputSchema,
  customObjectFieldOptionsSchema,
  customObjectInputSchema,
  idSchema,
  maxLength,
  nameMaxLength,
} from '@metafields/core';
import * as z from 'zod';

/** The resource form (core's input): the name, and the key that follows it; nothing else. */
export const objectBodySchema = z.strictObject({
  ...customObjectInputSchema.shape,
  // The client may send the form object back with its id; it must be the address's.
  id: z.optional(idSchema),
  plural_name: z.string().trim().max(nameMaxLength, maxLength(nameMaxLength)).optional(),
  slug: z.string().trim().max(nameMaxLength, maxLength(nameMaxLength)).optional(),
});
export type ObjectBody = z.output<typeof objectBodySchema>;

const fieldShape = customObjectFieldInputSchema.def.in.shape;

/**
 * The keys a field body may carry: core's field input, plus `custom_object_id`, which a client
 * sending a loaded field back includes (it must be the address's resource). Options are core's,
 * closed too, so a misspelt option is refused rather than dropped.
 */
export const fieldBodyKeysSchema = z
  .object({
    ...fieldShape,
    meta_key: z.string().max(nameMaxLength, maxLength(nameMaxLength)).optional(),
    custom_object_id: z.optional(idSchema),
    options: z.strictObject(customObjectFieldOptionsSchema.shape).optional(),
  })
  .strict();
