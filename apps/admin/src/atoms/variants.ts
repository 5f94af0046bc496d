import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { keepPreviousData } from '@tanstack/query-core';
import { apiClientAtom } from './api.js';
import { storeHashAtom } from './stores.js';

/** The product whose variants are listed, the page asked for and the SKU searched for. */
export const variantListAtom = atom<{
  productId: number;
  page: number;
  limit: number;
  search: string;
} | null>(null);

/** A page of the product's variants, or those with the SKU searched for (the platform's search). */
export const variantsAtom = atomWithQuery((get) => {
  const storeHash = get(storeHashAtom);
  const list = get(variantListAtom);
  return {
    queryKey: ['stores', storeHash, 'records', 'product', list?.productId, 'variants', list],
    queryFn: () =>
      get(apiClientAtom).variants.list(storeHash, list!.productId, {
        page: list!.page,
        limit: list!.limit,
        search: list!.search,
      }),
    enabled: storeHash !== '' && list !== null,
    placeholderData: keepPreviousData,
  };
});

/** The product of the variants-first flow's variants page. */
export const variantProductAtom = atom<number | null>(null);

/** Its name, for the page's title. */
export const variantProductNameAtom = atomWithQuery((get) => {
  const storeHash = get(storeHashAtom);
  const productId = get(variantProductAtom);
  const owner = { type: 'product', id: productId ?? 0 } as const;
  return {
    // The same key as the product's record page, which shares the answer.
    queryKey: ['stores', storeHash, 'records', 'product', productId, 'name'],
    queryFn: () => get(apiClientAtom).records.name(storeHash, owner),
    enabled: storeHash !== '' && productId !== null,
  };
});
