import {
  metafieldMessages,
  metafieldSchema,
  type Metafield,
  type PermissionSet,
  type ResourceType,
} from '@metafields/core';
import * as z from 'zod';
import { HttpError } from '../http/errors.js';
import { platformFailed, platformJson, type PlatformStore } from '../platformClient/json.js';
import { batchPaths } from './platformMetafields.js';

export const metafieldNotFound = () =>
  new HttpError(404, 'not_found', metafieldMessages['metafieldPage.metafieldNotFound']);
export const metafieldConflict = () =>
  new HttpError(409, 'conflict', metafieldMessages['metafieldForm.conflict'], {
    key: [metafieldMessages['metafieldForm.conflict']],
  });
export const editForbidden = () =>
  new HttpError(403, 'forbidden', metafieldMessages['metafieldForm.forbidden.edit']);

/** The platform's largest page. */
const PAGE_SIZE = 250;

const listPage = z.object({
  data: z.array(metafieldSchema),
  meta: z.object({
    pagination: z.object({ total_pages: z.number().int().nonnegative() }).optional(),
  }),
});
const written = z.object({ data: z.array(metafieldSchema) });
/** The batch 422's list of item errors (some types answer one error object: no statuses). */
const itemFailures = z.object({ errors: z.array(z.object({ status: z.number().int() })) });

/** Every metafield of one record that the app can see, whoever wrote it. */
export async function listRecordMetafields(
  store: PlatformStore,
  type: ResourceType,
  recordId: number,
): Promise<Metafield[]> {
  const metafields: Metafield[] = [];
  for (let page = 1; ; page++) {
    const answer = await platformJson(store, {
      method: 'GET',
      path: batchPaths[type],
      query: { 'resource_id:in': String(recordId), limit: String(PAGE_SIZE), page: String(page) },
    });
    const parsed = listPage.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) throw platformFailed();
    // The filter is the platform's; a row of another record is not taken on trust.
    metafields.push(...parsed.data.data.filter((row) => row.resource_id === recordId));
    const pages = parsed.data.meta.pagination?.total_pages ?? page;
    if (page >= pages || parsed.data.data.length === 0) return metafields;
  }
}

/** Why the platform refused a batch item, in this server's terms; `notFound` for its 404. */
function refusal(body: unknown, notFound: () => HttpError): HttpError {
  const parsed = itemFailures.safeParse(body);
  switch (parsed.success ? parsed.data.errors[0]?.status : undefined) {
    case 403:
      return editForbidden();
    case 404:
      return notFound();
    case 409:
      return metafieldConflict();
    default:
      return platformFailed();
  }
}

export interface NewMetafield {
  resource_id: number;
  namespace: string;
  key: string;
  value: string;
  permission_set: PermissionSet;
}

/**
 * Creates (POST) or changes (PUT `{ id, value }`) metafields in one batch call. The platform
 * takes each item on its own: one it refuses fails the request, with the first refusal's reason.
 */
export async function writeMetafields(
  store: PlatformStore,
  type: ResourceType,
  method: 'POST' | 'PUT',
  items: readonly NewMetafield[] | ReadonlyArray<{ id: number; value: string }>,
  notFound: () => HttpError,
): Promise<Metafield[]> {
  const answer = await platformJson(store, { method, path: batchPaths[type], body: items });
  if (answer.status !== 200) throw refusal(answer.body, notFound);
  const parsed = written.safeParse(answer.body);
  if (!parsed.success) throw platformFailed();
  return parsed.data.data;
}

/** Deletes metafields by id in one batch call. */
export async function removeMetafields(
  store: PlatformStore,
  type: ResourceType,
  ids: readonly number[],
): Promise<void> {
  const answer = await platformJson(store, { method: 'DELETE', path: batchPaths[type], body: ids });
  if (answer.status !== 200) throw refusal(answer.body, metafieldNotFound);
}
