import { paginate, rawQueryOf, type Pagination } from '../../lists/pagination.js';
import { encodeCursor } from './cursor.js';
import type { CustomerPage } from './listCustomers.js';
import type { CustomerListQuery } from './listQuery.js';

/** `CursorPagination` of customers.v3.yml. */
interface CursorPagination {
  count: number;
  per_page: number;
  start_cursor?: string;
  end_cursor?: string;
  links: { previous?: string; next?: string };
}

const PAGING_PARAMS = new Set(['page', 'limit', 'after', 'before']);

function keyOf(part: string): string {
  const key = part.split('=')[0] ?? '';
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

/** `?…&after=…&limit=…`, keeping the request's filters and sort as sent. */
function cursorLink(rawQuery: string, side: 'after' | 'before', cursor: string, limit: number) {
  const kept = rawQuery
    .split('&')
    .filter((part) => part !== '')
    .filter((part) => !PAGING_PARAMS.has(keyOf(part)));
  return `?${[...kept, `${side}=${encodeURIComponent(cursor)}`, `limit=${limit}`].join('&')}`;
}

/**
 * As `_metaCollectionWithCursorPagination` says: both kinds on the first page, only
 * `pagination` on later pages, only `cursor_pagination` when paging by cursor.
 */
export function customerListMeta(url: string, query: CustomerListQuery, page: CustomerPage) {
  const rawQuery = rawQueryOf(url);
  const { limit } = query.paging;
  const meta: { pagination?: Pagination; cursor_pagination?: CursorPagination } = {};
  if (!query.cursor) {
    meta.pagination = paginate({
      total: page.total,
      count: page.rows.length,
      page: query.paging.page,
      limit,
      rawQuery,
    });
  }
  if (query.cursor || query.paging.page === 1) {
    const first = page.rows[0];
    const last = page.rows[page.rows.length - 1];
    const start = first && encodeCursor(first.id);
    const end = last && encodeCursor(last.id);
    meta.cursor_pagination = {
      count: page.rows.length,
      per_page: limit,
      ...(start ? { start_cursor: start } : {}),
      ...(end ? { end_cursor: end } : {}),
      links: {
        ...(start && page.hasPrevious
          ? { previous: cursorLink(rawQuery, 'before', start, limit) }
          : {}),
        ...(end && page.hasNext ? { next: cursorLink(rawQuery, 'after', end, limit) } : {}),
      },
    };
  }
  return meta;
}
