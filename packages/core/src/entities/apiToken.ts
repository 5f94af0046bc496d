import * as z from 'zod/mini';
import { validationMessages } from './messages.js';
import { dateTimeSchema, idSchema } from './wireFormats.js';

export const apiTokenSchema = z.object({
  id: idSchema,
  name: z.string(),
  created_at: dateTimeSchema,
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to a create (response data): the plain token, shown once. */
export const createdApiTokenSchema = z.extend(z.partial(apiTokenSchema), {
  token: z.string().check(z.minLength(1)),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

const nameRequired = validationMessages['apiToken.name.required'];
const idRequired = validationMessages['apiToken.id.required'];

/** The create modal: the name is trimmed and must not be empty. */
export const apiTokenCreateInputSchema = z.object({
  name: z.string({ error: nameRequired }).check(z.trim(), z.minLength(1, { error: nameRequired })),
});
export type ApiTokenCreateInput = z.infer<typeof apiTokenCreateInputSchema>;

export const apiTokenDeleteInputSchema = z.object({
  id: z.int({ error: idRequired }).check(z.positive({ error: idRequired })),
});
export type ApiTokenDeleteInput = z.infer<typeof apiTokenDeleteInputSchema>;
