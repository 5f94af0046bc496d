import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStoreHash } from '../../layout/useStoreHash.js';

/** The metafield page of a category. */
export const categoryMetafieldsPath = (storeHash: string, categoryId: number) =>
  `/stores/${storeHash}/categories/${categoryId}/metafields`;

/**
 * Opens a category's metafield page from the search or the tree, handing over the current page
 * (path and query: search term, expanded nodes) as the referer its back link returns to, and
 * the category's name (metafields.md, route list).
 */
export function useOpenCategory() {
  const storeHash = useStoreHash();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Read when a row is opened, not when it rendered: the tree keeps rendered rows (and their
  // Edit buttons) while the expansion in the URL changes.
  const current = useRef(pathname + search);
  useLayoutEffect(() => {
    current.current = pathname + search;
  }, [pathname, search]);
  const state = useCallback((name: string) => ({ referer: current.current, name }), []);
  const open = useCallback(
    (categoryId: number, name: string) =>
      void navigate(categoryMetafieldsPath(storeHash, categoryId), { state: state(name) }),
    [navigate, storeHash, state],
  );
  return { open, state };
}
