import { useAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { storeHashAtom } from '../atoms/stores.js';
import { LazyToastRegion } from '../notices/LazyToastRegion.js';
import { EmbeddedContext } from './embedded.js';
import { MainRegion } from './MainRegion.js';

/** The class the page body carries while an App Extension panel is shown (spec section 2). */
export const APP_EXTENSION_BODY_CLASS = 'app-extension';

/**
 * The frame of an App Extension panel in the control panel: the route's store in the atoms (as
 * StoreLayout sets it) and the page in a compact `main`, with no app header, store navigation
 * or skip link: the panel sits beside the control panel's own record page, which is the chrome.
 * The body is marked `app-extension` while the panel shows, so page-wide styles can tell.
 */
export function AppExtensionLayout() {
  const { storeHash = '' } = useParams();
  const [current, setCurrent] = useAtom(storeHashAtom);
  useLayoutEffect(() => setCurrent(storeHash), [storeHash, setCurrent]);
  useLayoutEffect(() => {
    document.body.classList.add(APP_EXTENSION_BODY_CLASS);
    return () => document.body.classList.remove(APP_EXTENSION_BODY_CLASS);
  }, []);
  // Until the atom has caught up, a page would query the previous store.
  if (current !== storeHash) return null;
  // Always compact: a panel is always inside the control panel, even where the frame check fails.
  return (
    <EmbeddedContext value={true}>
      <MainRegion>
        <Outlet />
      </MainRegion>
      <LazyToastRegion />
    </EmbeddedContext>
  );
}
