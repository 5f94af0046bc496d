import { atom, useAtom } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { hasListParams, readListParams, writeListParams, type ListParams } from './listParams.js';

/** The last view of each list (by list id), so coming back to a list restores it. */
export const rememberedViewsAtom = atom<Record<string, URLSearchParams>>({});

/**
 * A list's page, page size, sort, direction, filters and search: read from the URL, so a link
 * reproduces the view, and remembered per list while the app is open, so coming back to the
 * list (by its link, without parameters) restores it. `listId` names the list: a store's
 * orders, one product's variants… `defaults` must keep its identity (a module constant).
 */
export function useListState<T extends ListParams>(
  listId: string,
  defaults: T,
): [T, (change: Partial<T>) => void] {
  const [search, setSearch] = useSearchParams();
  const [remembered, setRemembered] = useAtom(rememberedViewsAtom);
  const saved = remembered[listId];
  const restoring =
    saved !== undefined && hasListParams(saved, defaults) && !hasListParams(search, defaults);
  // While restoring, show the remembered view at once rather than the defaults for a moment.
  const source = restoring ? saved : search;
  const params = useMemo(() => readListParams(source, defaults), [source, defaults]);

  useLayoutEffect(() => {
    if (restoring)
      setSearch(writeListParams(search, readListParams(saved, defaults), defaults), {
        replace: true,
      });
  }, [restoring, saved, search, setSearch, defaults]);

  // A view opened by a link or a reload, before any change here, is remembered too. Views
  // remembered by `update` are left alone: the URL may lag behind them for a render.
  useEffect(() => {
    if (saved !== undefined || !hasListParams(search, defaults)) return;
    const view = writeListParams(new URLSearchParams(), readListParams(search, defaults), defaults);
    setRemembered((views) => ({ ...views, [listId]: view }));
  }, [search, saved, defaults, listId, setRemembered]);

  const update = useCallback(
    (change: Partial<T>) => {
      const view = { ...params, ...change };
      setRemembered((views) => ({
        ...views,
        [listId]: writeListParams(new URLSearchParams(), view, defaults),
      }));
      setSearch(writeListParams(search, view, defaults), { replace: true });
    },
    [search, params, defaults, listId, setRemembered, setSearch],
  );

  return [params, update];
}
