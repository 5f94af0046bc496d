import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiClientAtom } from './api.js';

export const storesAtom = atomWithQuery((get) => ({
  queryKey: ['stores'],
  queryFn: () => get(apiClientAtom).stores.list(),
}));

/** The store of the current route; set by the store layout from `:storeHash`. */
export const storeHashAtom = atom('');

export const currentStoreAtom = atom(async (get) => {
  const { data } = await get(storesAtom);
  return data?.find((store) => store.store_hash === get(storeHashAtom));
});
