import * as z from 'zod';
import type { ErrorBody } from '../http/errors.js';
import type { ApiOperation } from './operation.js';

/**
 * The one error body of /api (`HttpError.toBody()`), the `Error` component. `satisfies` ties it
 * to `ErrorBody`: a field added there fails to compile here until the document has it too.
 */
export const errorBodySchema = z.object({
  error: z.string().describe('The code a client branches on, such as `invalid_input`.'),
  message: z.string().describe('A sentence a person can read.'),
  title: z.string().optional(),
  errors: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .describe('Field path (`options.min`, `items.0.value`) → its messages (the first only).'),
}) satisfies z.ZodType<ErrorBody>;

/** What each error status means across the API; `error` in the body names the exact case. */
export const errorDescriptions: Record<number, string> = {
  400: 'The request could not be read (malformed JSON or form).',
  401: 'No signed-in session (`unauthenticated`), or the API token is not valid (`invalid_token`).',
  403: 'Refused: a write without the session’s CSRF token (`csrf`), an uninstalled store (`store_inactive`), a plan without the feature (`plan_required`), or an API token where only a signed-in person may act (`token_not_allowed`).',
  404: 'Not found, or not this store’s: another store’s records answer as unknown ones do.',
  409: 'Clashes with what is saved, or needs a setting first (`error` says which).',
  413: 'Too many parts or files in the upload.',
  415: 'The body is not of a type this route reads.',
  422: 'Invalid input (`invalid_input`): `errors` holds the first message of each wrong field.',
  429: 'Too many failed attempts, or the store platform is busy (`rate_limited`); `Retry-After` says when to try again.',
  502: 'The store platform or the WebDAV server failed; nothing was changed by this request.',
  504: 'The store platform took too long to answer.',
};

/**
 * The errors every operation of a kind can answer, so no operation has to list them:
 * tenancy (401, 403, 404) for store routes, the session for user routes, CSRF for writes, and
 * 400/422 wherever a request part is parsed.
 */
export function errorStatuses(operation: ApiOperation): number[] {
  const statuses = new Set<number>(operation.errors ?? []);
  const write = operation.method !== 'GET';
  if (operation.access !== 'public') statuses.add(401);
  if (operation.access === 'store' || operation.access === 'storeSession') {
    [403, 404].forEach((status) => statuses.add(status));
  }
  if (write) statuses.add(403);
  if (operation.body) [400, 422].forEach((status) => statuses.add(status));
  if (operation.query) statuses.add(422);
  return [...statuses].sort((a, b) => a - b);
}
