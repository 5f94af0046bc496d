import type { ResourceType } from '@metafields/core';
import * as z from 'zod';
import { platformFailed, platformJson, type PlatformStore } from '../platformClient/json.js';

/** The platform's batch metafield list of each resource type (every record of the type). */
export const batchPaths: Record<ResourceType, string> = {
  brand: 'v3/catalog/brands/metafields',
  category: 'v3/catalog/categories/metafields',
  channel: 'v3/channels/metafields',
  customer: 'v3/customers/metafields',
  location: 'v3/inventory/locations/metafields',
  order: 'v3/orders/metafields',
  product: 'v3/catalog/products/metafields',
  variant: 'v3/catalog/variants/metafields',
};

/** The platform's largest page of metafields. */
const PAGE_SIZE = 250;
/** Ids per batch delete: a body the platform takes without question. */
const DELETE_CHUNK = 250;

const listPage = z.object({
  data: z.array(z.object({ id: z.number().int() })),
  meta: z.object({
    pagination: z.object({ total_pages: z.number().int().nonnegative() }).optional(),
  }),
});
const deleteAnswer = z.object({ meta: z.object({ success: z.number().int().nonnegative() }) });

/**
 * The ids of every metafield of the type with this namespace and key: the metafields a
 * template writes, whichever record holds them. Any failure answers 502 (or the gateway's 504).
 */
export async function templateMetafieldIds(
  store: PlatformStore,
  type: ResourceType,
  key: { namespace: string; meta_key: string },
): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const answer = await platformJson(store, {
      method: 'GET',
      path: batchPaths[type],
      query: {
        namespace: key.namespace,
        key: key.meta_key,
        limit: String(PAGE_SIZE),
        page: String(page),
      },
    });
    const parsed = listPage.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) throw platformFailed();
    ids.push(...parsed.data.data.map((row) => row.id));
    const pages = parsed.data.meta.pagination?.total_pages ?? page;
    if (page >= pages || parsed.data.data.length === 0) return ids;
  }
}

/** Deletes these metafields through the batch delete; answers how many the platform removed. */
export async function deleteMetafields(
  store: PlatformStore,
  type: ResourceType,
  ids: readonly number[],
): Promise<number> {
  let removed = 0;
  for (let start = 0; start < ids.length; start += DELETE_CHUNK) {
    const chunk = ids.slice(start, start + DELETE_CHUNK);
    const answer = await platformJson(store, {
      method: 'DELETE',
      path: batchPaths[type],
      body: chunk,
    });
    // 422 is a partial success: the items it names were left, the others removed.
    const parsed = deleteAnswer.safeParse(answer.body);
    if ((answer.status !== 200 && answer.status !== 422) || !parsed.success) {
      throw platformFailed();
    }
    removed += parsed.data.meta.success;
  }
  return removed;
}
