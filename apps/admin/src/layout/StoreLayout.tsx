import { useAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { storeHashAtom } from '../atoms/stores.js';
import { NavColumn, Shell } from './AppLayout.styles.js';
import { MainRegion } from './MainRegion.js';
import { StoreNav } from './StoreNav.js';

/**
 * A store's pages: its navigation beside them, and the route's store in the atoms that
 * store-scoped queries read.
 */
export function StoreLayout() {
  const { storeHash = '' } = useParams();
  const [current, setCurrent] = useAtom(storeHashAtom);
  useLayoutEffect(() => setCurrent(storeHash), [storeHash, setCurrent]);
  // Until the atom has caught up, a page would query the previous store.
  if (current !== storeHash) return null;
  return (
    <Shell>
      <NavColumn>
        <StoreNav />
      </NavColumn>
      <MainRegion>
        <Outlet />
      </MainRegion>
    </Shell>
  );
}
