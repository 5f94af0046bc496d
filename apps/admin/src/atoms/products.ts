import { atomWithQuery } from 'jotai-tanstack-query';
import type { ProductListParams } from '@metafields/api-client';
import { atomsByParams } from '../lists/atomsByParams.js';
import { apiClientAtom } from './api.js';
import { storeHashAtom } from './stores.js';

/** A page of the store's products, one query atom per view of the list (page, sort, search…). */
export const productsAtom = atomsByParams((params: ProductListParams) =>
  atomWithQuery((get) => {
    const storeHash = get(storeHashAtom);
    return {
      queryKey: ['stores', storeHash, 'products', params],
      queryFn: () => get(apiClientAtom).catalog.listProducts(storeHash, params),
      enabled: storeHash !== '',
    };
  }),
);
