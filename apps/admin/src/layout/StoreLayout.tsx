import { useAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { storeHashAtom } from '../atoms/stores.js';

/** Puts the route's store into the atoms that store-scoped queries read. */
export function StoreLayout() {
  const { storeHash = '' } = useParams();
  const [current, setCurrent] = useAtom(storeHashAtom);
  useLayoutEffect(() => setCurrent(storeHash), [storeHash, setCurrent]);
  // Until the atom has caught up, a page would query the previous store.
  return current === storeHash ? <Outlet /> : null;
}
