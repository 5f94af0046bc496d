import * as z from 'zod/mini';
import { customObjectInputSchema } from '../entities/customObject.js';
import { customObjectFieldInputSchema } from '../entities/customObjectField.js';
import type { FieldFormValues } from './fieldForm.js';

/** A name of only spaces counts as none: the forms check what the server would keep. */
const trimmedName = <Values extends { name: string }>(values: Values): Values => ({
  ...values,
  name: values.name.trim(),
});

/**
 * The field form's rules: the server's input schema (name and content type required, the
 * name's length), a blank name counting as none.
 */
export const fieldFormSchema = z.pipe(
  z.transform((values: FieldFormValues): z.input<typeof customObjectFieldInputSchema> =>
    trimmedName(values),
  ),
  customObjectFieldInputSchema,
);

/** The create/edit resource form's rules: the server's (name required, its length). */
export const customResourceFormSchema = z.pipe(
  z.transform((values: { name: string }) => trimmedName(values)),
  customObjectInputSchema,
);
