import * as z from 'zod';
import { platformJson } from '../platformClient/json.js';

/** Where each platform entity type is listed, and the filter that picks records by id. */
const endpoints = {
  product: { path: 'v3/catalog/products', filter: 'id:in' },
  category: { path: 'v3/catalog/categories', filter: 'id:in' },
  brand: { path: 'v3/catalog/brands', filter: 'id:in' },
  page: { path: 'v3/content/pages', filter: 'id:in' },
  location: { path: 'v3/inventory/locations', filter: 'location_id:in' },
} as const;

/** The platform's v3 pages hold at most 250 records. */
const chunkSize = 250;
/** A save waits this long at most on the platform; past it the ids are not checked. */
export const platformCheckTimeoutMs = 2000;

const listSchema = z.object({ data: z.array(z.looseObject({ id: z.number() })) });

export interface PlatformStore {
  store_hash: string;
  accessToken: string;
}

/**
 * Which of `ids` exist on the platform as records of the content type, or undefined when that
 * cannot be told (no such list, the platform unreachable, slow, or answering an error): a save
 * should not fail because the platform is down, so then the ids are taken on their shape alone.
 */
export async function platformIdsFound(
  platformUrl: string,
  store: PlatformStore,
  contentType: string,
  ids: readonly number[],
): Promise<Set<number> | undefined> {
  const endpoint = Object.hasOwn(endpoints, contentType)
    ? endpoints[contentType as keyof typeof endpoints]
    : undefined;
  if (!endpoint || ids.length === 0 || store.accessToken === '') return undefined;
  const found = new Set<number>();
  const deadline = Date.now() + platformCheckTimeoutMs;
  const platform = { platformUrl, storeHash: store.store_hash, accessToken: store.accessToken };
  try {
    for (let start = 0; start < ids.length; start += chunkSize) {
      const chunk = ids.slice(start, start + chunkSize);
      const answer = await platformJson(platform, {
        method: 'GET',
        path: endpoint.path,
        query: { [endpoint.filter]: chunk.join(','), limit: String(chunkSize) },
        // One budget for every page of the check.
        timeoutMs: Math.max(1, deadline - Date.now()),
      });
      if (answer.status < 200 || answer.status >= 300) return undefined;
      const parsed = listSchema.safeParse(answer.body);
      if (!parsed.success) return undefined;
      for (const record of parsed.data.data) found.add(record.id);
    }
  } catch {
    return undefined;
  }
  return found;
}
