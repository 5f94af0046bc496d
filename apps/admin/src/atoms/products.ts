import { atomWithQuery } from 'jotai-tanstack-query';
import type { ApiClient, ProductListParams } from '@metafields/api-client';
import { atomsByParams } from '../lists/atomsByParams.js';
import { apiClientAtom } from './api.js';
import { FRESH_FOR_ITS_PAGE } from './lists.js';
import { storeHashAtom } from './stores.js';

/** The read of a page of the store's products: the list's, and its route's early start. */
export const productsQuery = (api: ApiClient, storeHash: string, params: ProductListParams) => ({
  queryKey: ['stores', storeHash, 'products', params],
  queryFn: () => api.catalog.listProducts(storeHash, params),
  staleTime: FRESH_FOR_ITS_PAGE,
});

/** A page of the store's products, one query atom per view of the list (page, sort, search…). */
export const productsAtom = atomsByParams((params: ProductListParams) =>
  atomWithQuery((get) => {
    const storeHash = get(storeHashAtom);
    return { ...productsQuery(get(apiClientAtom), storeHash, params), enabled: storeHash !== '' };
  }),
);
