import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiClientAtom } from './api.js';

export const storesAtom = atomWithQuery((get) => ({
  queryKey: ['stores'],
  queryFn: () => get(apiClientAtom).stores.list(),
}));

/** The store of the current route; set by the store layout from `:storeHash`. */
export const storeHashAtom = atom('');

/**
 * The store of the route with its plan, features and sandbox or trial state: what plan gating
 * (core's `isFeatureAllowed` and friends) reads. Resolves to undefined while it loads.
 */
export const currentStoreQueryAtom = atomWithQuery((get) => {
  const storeHash = get(storeHashAtom);
  return {
    queryKey: ['stores', storeHash, 'store'],
    queryFn: () => get(apiClientAtom).stores.get(storeHash),
    enabled: storeHash !== '',
  };
});

export const currentStoreAtom = atom((get) => get(currentStoreQueryAtom).data);
