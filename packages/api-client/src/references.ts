import * as z from 'zod/mini';
import { listMetaSchema } from '@metafields/core';
import type { Http } from './http.js';

/** A record a reference may point at, as the value editors' pickers show it. */
export interface ReferenceRecord {
  id: number;
  name: string;
  detail?: string | undefined;
}

/**
 * The platform lists a reference field may choose from (spec section 3: product, category,
 * brand, page, location), through the gateway, with the filters each list understands.
 */
const lists = {
  product: {
    path: 'v3/catalog/products',
    search: (term: string) => ({ keyword: term, keyword_context: 'merchant' }),
    ids: 'id:in',
    fields: { include_fields: 'id,name,sku' },
  },
  category: {
    path: 'v3/catalog/categories',
    search: (term: string) => ({ keyword: term }),
    ids: 'id:in',
  },
  brand: {
    path: 'v3/catalog/brands',
    search: (term: string) => ({ 'name:like': term }),
    ids: 'id:in',
  },
  page: {
    path: 'v3/content/pages',
    search: (term: string) => ({ 'name:like': term }),
    ids: 'id:in',
  },
  // Locations have no name filter on the platform: their search pages through them all.
  location: { path: 'v3/inventory/locations', search: () => ({}), ids: 'location_id:in' },
} as const;

export type ReferenceContentType = keyof typeof lists;

export const isReferenceContentType = (slug: string): slug is ReferenceContentType =>
  Object.hasOwn(lists, slug);

const row = z.looseObject({
  id: z.optional(z.number().check(z.int())),
  category_id: z.optional(z.number().check(z.int())),
  name: z.optional(z.string()),
  label: z.optional(z.string()),
  sku: z.optional(z.string()),
});
const answer = z.object({ data: z.array(row), meta: z.optional(listMetaSchema) });

function recordOf(entry: z.infer<typeof row>): ReferenceRecord | null {
  const id = entry.id ?? entry.category_id;
  if (id === undefined) return null;
  return { id, name: entry.name ?? entry.label ?? String(id), detail: entry.sku || undefined };
}

/** Search and look-up of the records reference fields point at. */
export function referenceCalls(
  { call }: Pick<Http, 'call'>,
  storeApi: (storeHash: string, path: string) => string,
) {
  const read = (
    storeHash: string,
    type: ReferenceContentType,
    searchParams: Record<string, string>,
  ) =>
    call(async (http) => {
      const list = lists[type];
      const query = { ...('fields' in list ? list.fields : {}), ...searchParams };
      const body = answer.parse(
        await http.get(storeApi(storeHash, list.path), { searchParams: query }).json(),
      );
      return {
        records: body.data.flatMap((entry) => recordOf(entry) ?? []),
        total: body.meta?.pagination.total ?? body.data.length,
      };
    });

  return {
    /** A page of the records matching the search. */
    find: (
      storeHash: string,
      type: ReferenceContentType,
      query: { search: string; page: number; perPage: number },
    ) =>
      read(storeHash, type, {
        ...(query.search.trim() === '' ? {} : lists[type].search(query.search.trim())),
        page: String(query.page),
        limit: String(query.perPage),
      }),
    /** The records of these ids; ids the platform does not know are left out. */
    lookUp: async (storeHash: string, type: ReferenceContentType, ids: readonly number[]) =>
      ids.length === 0
        ? []
        : (
            await read(storeHash, type, {
              [lists[type].ids]: ids.join(','),
              limit: String(Math.min(ids.length, 250)),
            })
          ).records,
  };
}
