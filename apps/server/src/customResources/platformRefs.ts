import * as z from 'zod';
import { platformFetch } from '../platformFetch.js';

/** Where each platform entity type is listed, and the filter that picks records by id. */
const endpoints = {
  product: { path: '/v3/catalog/products', filter: 'id:in' },
  category: { path: '/v3/catalog/categories', filter: 'id:in' },
  brand: { path: '/v3/catalog/brands', filter: 'id:in' },
  page: { path: '/v3/content/pages', filter: 'id:in' },
  location: { path: '/v3/inventory/locations', filter: 'location_id:in' },
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
  const signal = AbortSignal.timeout(platformCheckTimeoutMs);
  try {
    for (let start = 0; start < ids.length; start += chunkSize) {
      const chunk = ids.slice(start, start + chunkSize);
      const url = new URL(
        `stores/${encodeURIComponent(store.store_hash)}${endpoint.path}`,
        base(platformUrl),
      );
      url.searchParams.set(endpoint.filter, chunk.join(','));
      url.searchParams.set('limit', String(chunkSize));
      const response = await platformFetch(url, {
        headers: { 'X-Auth-Token': store.accessToken, Accept: 'application/json' },
        signal,
      });
      if (!response.ok) return undefined;
      const parsed = listSchema.safeParse(await response.json());
      if (!parsed.success) return undefined;
      for (const record of parsed.data.data) found.add(record.id);
    }
  } catch {
    return undefined;
  }
  return found;
}

/** The platform's base URL with a trailing slash, so that paths resolve under it. */
const base = (url: string) => (url.endsWith('/') ? url : `${url}/`);
