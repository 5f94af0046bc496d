import * as z from 'zod/mini';
import { idSchema } from './wireFormats.js';

/**
 * One field's value in a custom resource value. Booleans travel as the strings 'true' and
 * 'false'; references and files as lists or objects.
 */
export const customObjectFieldValueSchema = z.union([
  z.string(),
  z.number(),
  z.null(),
  z.array(z.unknown()),
  z.record(z.string(), z.unknown()),
]);
export type CustomObjectFieldValue = z.infer<typeof customObjectFieldValueSchema>;

/** A custom resource value: its id plus one property per field meta_key. */
export const customObjectValueSchema = z.catchall(
  z.object({ id: idSchema }),
  customObjectFieldValueSchema,
);
export type CustomObjectValue = z.infer<typeof customObjectValueSchema>;
