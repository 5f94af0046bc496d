import { permissionSets, type ResourceType } from '@metafields/core';
import * as z from 'zod';
import { JobFailure } from '../jobs/jobFailure.js';
import { inParallel, PLATFORM_CONCURRENCY } from '../jobs/inParallel.js';
import { jobPlatformJson, type JobCallOptions } from '../jobs/jobPlatform.js';
import type { PlatformStore } from '../platformClient/json.js';
import { batchPaths } from '../templates/platformMetafields.js';

/**
 * The platform's batch metafield endpoints as an import uses them: the metafields some records
 * hold, and writes whose per-item refusals (a 422 partial success) come back by item.
 */

/** The platform's largest page, and the items sent in one batch write. */
export const PLATFORM_BATCH = 250;

const platformMetafield = z.object({
  id: z.number().int(),
  resource_id: z.number().int(),
  namespace: z.string(),
  key: z.string(),
  value: z.string(),
  permission_set: z.enum(permissionSets),
  description: z.string().nullish(),
  owner_client_id: z.string().optional(),
});
export type PlatformMetafield = z.infer<typeof platformMetafield>;

const listPage = z.object({
  data: z.array(platformMetafield),
  meta: z.object({
    pagination: z.object({ total_pages: z.number().int().nonnegative() }).optional(),
  }),
});

/** Messages keyed `"3"` (the item's title) and `"3.key"` (a field of item 3). */
const itemMessages = z.record(z.string(), z.string());
/** The two shapes of a 422: a list of errors, or one error object (brands, categories). */
const partialSuccess = z.union([
  z.object({ errors: z.array(z.object({ errors: itemMessages })) }),
  z.object({ errors: itemMessages }),
]);

const platformFailed = () => new JobFailure('The store platform could not complete the request.');

/** Every metafield the records hold (that this app may see), read in pages, a few at once. */
export async function metafieldsOfRecords(
  store: PlatformStore,
  type: ResourceType,
  resourceIds: readonly number[],
  signal: AbortSignal,
): Promise<PlatformMetafield[]> {
  const chunks: string[] = [];
  for (let start = 0; start < resourceIds.length; start += PLATFORM_BATCH) {
    chunks.push(resourceIds.slice(start, start + PLATFORM_BATCH).join(','));
  }
  const pageOf = async (ids: string, page: number) => {
    const query = { 'resource_id:in': ids, limit: String(PLATFORM_BATCH), page: String(page) };
    const answer = await jobPlatformJson(
      store,
      { method: 'GET', path: batchPaths[type], query },
      signal,
    );
    const parsed = listPage.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) throw platformFailed();
    return parsed.data;
  };
  // The first page of each chunk tells how many more there are; those follow, a few at once.
  const firsts = await inParallel(chunks, PLATFORM_CONCURRENCY, (ids) => pageOf(ids, 1));
  const rest = chunks.flatMap((ids, index) => {
    const pages = firsts[index]?.meta.pagination?.total_pages ?? 1;
    return Array.from({ length: Math.max(0, pages - 1) }, (_, page) => ({ ids, page: page + 2 }));
  });
  const more = await inParallel(rest, PLATFORM_CONCURRENCY, ({ ids, page }) => pageOf(ids, page));
  return [...firsts, ...more].flatMap((page) => page.data);
}

/**
 * Each refused item's refusal as one sentence, by its index: its title, then what each field got
 * wrong. The messages are grouped in one pass: a chunk of 250 may bring hundreds of them.
 */
function refusalsOf(messages: Record<string, string>): Map<number, string> {
  const items = new Map<number, { title?: string; fields: string[] }>();
  for (const [name, message] of Object.entries(messages)) {
    const dot = name.indexOf('.');
    const index = Number(dot === -1 ? name : name.slice(0, dot));
    if (!Number.isInteger(index)) continue;
    const item = items.get(index) ?? { fields: [] };
    if (dot === -1) item.title = message;
    else item.fields.push(`${name.slice(dot + 1)}: ${message}`);
    items.set(index, item);
  }
  return new Map(
    [...items].map(([index, { title, fields }]) => {
      const detail = fields.length === 0 ? '' : ` (${fields.join('; ')})`;
      return [index, `${title ?? 'The metafield was not saved.'}${detail}`];
    }),
  );
}

/** A batch write's outcome: refused items by index, and whether any was sent twice. */
export interface BatchWriteOutcome {
  refused: Map<number, string>;
  /**
   * A chunk was sent again after a failure that left unknown whether the platform applied it
   * (`JobCallOptions.onUncertainWrite`): its refusals may be of writes the first try made.
   */
  uncertain: boolean;
}

/**
 * Sends items to a batch write, 250 at a time; answers the refused items by their index in
 * `items` with the platform's message. Anything but a success or a partial one fails the job.
 */
export async function batchWrite(
  store: PlatformStore,
  type: ResourceType,
  method: 'POST' | 'PUT' | 'DELETE',
  items: readonly unknown[],
  signal: AbortSignal,
  options: Pick<JobCallOptions, 'firstPauseMs'> = {},
): Promise<BatchWriteOutcome> {
  let uncertain = false;
  const starts: number[] = [];
  for (let start = 0; start < items.length; start += PLATFORM_BATCH) starts.push(start);
  const refusals = await inParallel(starts, PLATFORM_CONCURRENCY, async (start) => {
    const chunk = items.slice(start, start + PLATFORM_BATCH);
    const answer = await jobPlatformJson(
      store,
      { method, path: batchPaths[type], body: chunk },
      signal,
      { ...options, onUncertainWrite: () => (uncertain = true) },
    );
    if (answer.status === 200) return [];
    const parsed = partialSuccess.safeParse(answer.body);
    if (answer.status !== 422 || !parsed.success) throw platformFailed();
    const messages = Array.isArray(parsed.data.errors)
      ? Object.assign({}, ...parsed.data.errors.map((error) => error.errors))
      : parsed.data.errors;
    return [...refusalsOf(messages)].flatMap(([index, message]) =>
      index >= 0 && index < chunk.length ? [[start + index, message] as const] : [],
    );
  });
  return { refused: new Map(refusals.flat()), uncertain };
}
