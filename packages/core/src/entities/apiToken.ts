import * as z from 'zod/mini';
import { validationMessages } from './messages.js';
import { dateTimeSchema, idSchema } from './wireFormats.js';

/**
 * What a token may do: `read` answers reads (GET) only; `write` also changes data (POST, PUT,
 * PATCH, DELETE). A token that writes always reads too, so a set is one of two: `['read']` or
 * `['read', 'write']`.
 */
export const apiTokenScopes = ['read', 'write'] as const;
export const apiTokenScopeSchema = z.enum(apiTokenScopes);
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

/** The scopes as kept and shown: `write` brings `read` with it, in one order. */
export const normaliseApiTokenScopes = (scopes: readonly ApiTokenScope[]): ApiTokenScope[] =>
  scopes.includes('write') ? ['read', 'write'] : ['read'];

export const apiTokenSchema = z.object({
  id: idSchema,
  name: z.string(),
  scopes: z.array(apiTokenScopeSchema),
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

/**
 * The create modal: the name is trimmed and must not be empty. The scopes are chosen at
 * creation and never widened later; left out, a token only reads (least privilege: a leaked
 * read token cannot change a store, and a client that needs to write says so).
 */
export const apiTokenCreateInputSchema = z.object({
  name: z.string({ error: nameRequired }).check(z.trim(), z.minLength(1, { error: nameRequired })),
  scopes: z._default(
    z.pipe(
      z.array(apiTokenScopeSchema).check(z.minLength(1), z.maxLength(apiTokenScopes.length)),
      z.transform((scopes: ApiTokenScope[]) => normaliseApiTokenScopes(scopes)),
    ),
    ['read'],
  ),
});
export type ApiTokenCreateInput = z.infer<typeof apiTokenCreateInputSchema>;

export const apiTokenDeleteInputSchema = z.object({
  id: z.int({ error: idRequired }).check(z.positive({ error: idRequired })),
});
export type ApiTokenDeleteInput = z.infer<typeof apiTokenDeleteInputSchema>;
