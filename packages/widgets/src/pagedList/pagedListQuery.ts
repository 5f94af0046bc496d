import { useEffect, useState } from 'react';

/**
 * What a server-paged list asks its host to load (`page`, `per_page` and the search term of the
 * platform's list calls), in the widgets' words.
 */
export interface PagedListQuery {
  /** The page shown, counting from 1. */
  page: number;
  /** Items per page: one of the list's page sizes. */
  perPage: number;
  /** The search term; '' for none. */
  search: string;
}

/** The last page that holds any of `total` items, at least 1. */
export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

interface PagedQueryOptions<Query extends Pick<PagedListQuery, 'page' | 'perPage'>> {
  /** The host's query, when it controls it. */
  query: Query | undefined;
  /** The list's own first query, when the host does not control it. */
  initialQuery: Query;
  /** How many items match in all. */
  total: number;
  /** A load is under way or failed: the total is not to be trusted for clamping. */
  isSettled: boolean;
  /** Tells the host which page to load. */
  onQueryChange: (query: Query) => void;
}

/**
 * The query a paged list shows: the host's, else its own. A page past the end (after deleting
 * the last item of the last page) shows as the last page, and the host is asked for that page.
 */
export function usePagedQuery<Query extends Pick<PagedListQuery, 'page' | 'perPage'>>({
  query,
  initialQuery,
  total,
  isSettled,
  onQueryChange,
}: PagedQueryOptions<Query>) {
  const [ownQuery, setOwnQuery] = useState<Query>(initialQuery);
  const changeQuery = (next: Query) => {
    setOwnQuery(next);
    onQueryChange(next);
  };

  const requested = query ?? ownQuery;
  const lastPage = lastPageOf(total, requested.perPage);
  const current =
    total > 0 && requested.page > lastPage ? { ...requested, page: lastPage } : requested;
  const isPastEnd = isSettled && current !== requested;
  useEffect(() => {
    if (isPastEnd) onQueryChange(current);
    // Only reaching the end again should ask, not each new query object or callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPastEnd, lastPage]);

  return { current, changeQuery };
}
