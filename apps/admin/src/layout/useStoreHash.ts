import { useAtomValue } from 'jotai';
import { storeHashAtom } from '../atoms/stores.js';

/** The store hash of the current route (StoreLayout guarantees it is set below it). */
export const useStoreHash = () => useAtomValue(storeHashAtom);
