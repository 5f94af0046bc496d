import { useAtom } from 'jotai';
import { createContext, use, useLayoutEffect, useMemo } from 'react';
import { Outlet, useLocation, useParams, useResolvedPath } from 'react-router';
import type { MetafieldOwner } from '@metafields/api-client';
import type { ResourceType, ResourceTypePlural } from '@metafields/core';
import { recordOwnerAtom } from '../atoms/record.js';
import { NotFoundPage } from '../pages/NotFoundPage/NotFoundPage.js';

export interface RecordRoute {
  owner: MetafieldOwner;
  /** The record's metafield page: '/stores/demo/products/7/metafields'. */
  metafieldsPath: string;
  /** Where the record page's back link leads: the list the record was opened from. */
  backPath: string;
  /** What that list is, to name the back link after it ('Products', 'Variants'). */
  backTo: ResourceTypePlural;
}

const RecordRouteContext = createContext<RecordRoute | null>(null);

/** The record of the current route and its paths; only below a RecordLayout. */
export function useRecordRoute(): RecordRoute {
  const route = use(RecordRouteContext);
  if (route === null) throw new Error('useRecordRoute outside RecordLayout.');
  return route;
}

const id = (value: string | undefined) =>
  value !== undefined && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : null;

function ownerOf(
  type: ResourceType,
  params: { recordId?: string; productId?: string; variantId?: string },
): MetafieldOwner | null {
  if (type === 'variant') {
    const productId = id(params.productId);
    const variantId = id(params.variantId);
    return productId === null || variantId === null ? null : { type, id: variantId, productId };
  }
  const recordId = id(params.recordId);
  return recordId === null ? null : { type, id: recordId };
}

/** A referring page handed over in the navigation state (category search and tree). */
function refererOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('referer' in state)) return undefined;
  return typeof state.referer === 'string' ? state.referer : undefined;
}

/**
 * The routes of one record's metafields (its page, create and edit): reads the record from the
 * route, puts it in the atom the record's queries read, and gives the pages its paths. A record
 * id that is not an id shows the not-found page rather than asking the platform.
 */
export function RecordLayout({
  type,
  backPath,
  backTo,
}: {
  type: ResourceType;
  /** The list the back link leads to. */
  backTo: ResourceTypePlural;
  /**
   * The back link of the record page, as a path from its metafield page ('../..' is the list); a
   * referer in the navigation state (category search and tree) comes first.
   */
  backPath: string;
}) {
  const { recordId, productId, variantId } = useParams();
  const owner = useMemo(
    () => ownerOf(type, { recordId, productId, variantId }),
    [type, recordId, productId, variantId],
  );
  const metafieldsPath = useResolvedPath('.').pathname;
  const back = useResolvedPath(backPath, { relative: 'path' });
  const referer = refererOf(useLocation().state);
  const [current, setCurrent] = useAtom(recordOwnerAtom);
  useLayoutEffect(() => setCurrent(owner), [owner, setCurrent]);
  const route = useMemo(
    () =>
      owner && {
        owner,
        metafieldsPath,
        backPath: referer ?? back.pathname + back.search,
        backTo,
      },
    [owner, metafieldsPath, referer, back.pathname, back.search, backTo],
  );

  if (route === null) return <NotFoundPage />;
  // Until the atom has caught up, a page would query the previous record.
  if (current !== owner) return null;
  return (
    <RecordRouteContext value={route}>
      <Outlet />
    </RecordRouteContext>
  );
}
