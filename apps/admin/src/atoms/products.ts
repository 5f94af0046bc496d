import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { keepPreviousData } from '@tanstack/query-core';
import { defaultSorts, pageSizes } from '@metafields/core';
import type { ProductListParams, ProductSort } from '@metafields/api-client';
import { apiClientAtom } from './api.js';
import { storeHashAtom } from './stores.js';

/** Per-list UI state of the products table: kept while the merchant moves around the app. */
export const productListParamsAtom = atom<
  Required<Pick<ProductListParams, 'page' | 'limit' | 'direction'>> & { sort: ProductSort }
>({
  page: 1,
  limit: pageSizes.products.defaultSize,
  sort: defaultSorts.products.column,
  direction: defaultSorts.products.direction,
});

export const productsAtom = atomWithQuery((get) => {
  const storeHash = get(storeHashAtom);
  const params = get(productListParamsAtom);
  return {
    queryKey: ['stores', storeHash, 'products', params],
    queryFn: () => get(apiClientAtom).catalog.listProducts(storeHash, params),
    enabled: storeHash !== '',
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  };
});
