import type { PlatformDatabase } from '../db.js';
import { paginate, type Pagination } from '../lists/pagination.js';
import { and, sql, type Sql } from '../sql.js';
import { prepared, statement } from '../statements.js';
import { encodeCursor } from './cursor.js';
import { IdSnapshots } from './idSnapshots.js';
import type { MetafieldListQuery } from './listQuery.js';
import type { MetafieldRow } from './serialize.js';

/** `CursorPagination` of the documents. */
export interface CursorPagination {
  count: number;
  per_page: number;
  start_cursor?: string;
  end_cursor?: string;
  links: { previous?: string; current: string; next?: string };
}

export interface MetafieldPage {
  rows: MetafieldRow[];
  meta: { pagination?: Pagination; cursor_pagination: CursorPagination };
}

/** A query string without the paging parameters, then the given ones. */
function linkWith(rawQuery: string, params: Record<string, string | number>): string {
  const paging = new Set(['page', 'limit', 'after', 'before']);
  const kept = rawQuery
    .split('&')
    .filter((part) => part !== '')
    .filter((part) => !paging.has(decodeURIComponentSafe(part.split('=')[0] ?? '')));
  const added = Object.entries(params).map(
    ([name, value]) => `${name}=${encodeURIComponent(String(value))}`,
  );
  return `?${[...kept, ...added].join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * What a page is sorted by. Filtered to some resources (`resource_id:in`), `+id` keeps SQLite
 * from walking the type's whole id index to save a sort: the resource index finds the few rows,
 * which are then sorted (14 ms to 2 ms a page on the large store's 150,000 product metafields).
 */
const idOrder = (where: Sql) => (/\bresource_id IN \(/.test(where.text) ? '+id' : 'id');

/**
 * One page of metafields, in id order. A resource's own list is short: `OFFSET` serves it. The
 * batch lists can hold every metafield of a type: their pages come from a snapshot of the
 * matching ids (see `IdSnapshots`), each page an index range scan between two ids. Cursors
 * (`after` / `before`) start an index range scan at the cursor's id.
 */
export class MetafieldLister {
  private readonly snapshots: IdSnapshots;

  constructor(private readonly db: PlatformDatabase) {
    this.snapshots = new IdSnapshots(db);
  }

  list(
    scope: readonly Sql[],
    query: MetafieldListQuery,
    rawQuery: string,
    options: { snapshot?: boolean } = {},
  ): MetafieldPage {
    const where = and([...scope, ...query.where]);
    if (query.cursor) return this.byCursor(where, query, query.cursor, rawQuery);
    const { rows, total } = options.snapshot
      ? this.pageFromSnapshot(where, query)
      : this.pageByOffset(where, query);
    return this.byPage(rows, total, query, rawQuery);
  }

  private pageByOffset(where: Sql, query: MetafieldListQuery) {
    const { page, limit } = query;
    const direction = query.direction === 'desc' ? 'DESC' : 'ASC';
    const total =
      statement<{ total: number }>(
        this.db,
        `SELECT COUNT(*) AS total FROM metafields WHERE ${where.text}`,
      ).get(...where.params)?.total ?? 0;
    const offset = (page - 1) * limit;
    const rows =
      offset >= total
        ? []
        : statement<MetafieldRow>(
            this.db,
            `SELECT * FROM metafields WHERE ${where.text} ORDER BY ${idOrder(where)} ${direction} LIMIT ? OFFSET ?`,
          ).all(...where.params, limit, offset);
    return { rows, total };
  }

  private pageFromSnapshot(where: Sql, query: MetafieldListQuery) {
    const { page, limit } = query;
    const ids = this.snapshots.ids(where, () =>
      statement<{ id: number }>(
        this.db,
        `SELECT id FROM metafields WHERE ${where.text} ORDER BY ${idOrder(where)}`,
      )
        .all(...where.params)
        .map((row) => row.id),
    );
    const total = ids.length;
    const start = (page - 1) * limit;
    if (start >= total) return { rows: [], total };
    const end = Math.min(start + limit, total) - 1;
    // Positions count from the other end when the list runs downwards.
    const descending = query.direction === 'desc';
    const at = (position: number) => ids[descending ? total - 1 - position : position] ?? 0;
    const [low, high] = descending ? [at(end), at(start)] : [at(start), at(end)];
    const rows = statement<MetafieldRow>(
      this.db,
      `SELECT * FROM metafields WHERE ${where.text} AND id BETWEEN ? AND ?
         ORDER BY ${idOrder(where)} ${descending ? 'DESC' : 'ASC'}`,
    ).all(...where.params, low, high);
    return { rows, total };
  }

  private byPage(
    rows: MetafieldRow[],
    total: number,
    query: MetafieldListQuery,
    rawQuery: string,
  ): MetafieldPage {
    const { page, limit } = query;
    const pagination = paginate({ total, count: rows.length, page, limit, rawQuery });
    const first = rows[0];
    const last = rows[rows.length - 1];
    return {
      rows,
      meta: {
        pagination,
        cursor_pagination: {
          count: rows.length,
          per_page: limit,
          ...(first && last
            ? { start_cursor: encodeCursor(first.id), end_cursor: encodeCursor(last.id) }
            : {}),
          links: {
            ...(first && page > 1
              ? { previous: linkWith(rawQuery, { before: encodeCursor(first.id), limit }) }
              : {}),
            current: pagination.links.current,
            ...(last && pagination.links.next
              ? { next: linkWith(rawQuery, { after: encodeCursor(last.id), limit }) }
              : {}),
          },
        },
      },
    };
  }

  private byCursor(
    where: Sql,
    query: MetafieldListQuery,
    cursor: { after: number } | { before: number },
    rawQuery: string,
  ): MetafieldPage {
    const { limit } = query;
    const ascending = query.direction !== 'desc';
    const backwards = 'before' in cursor;
    const at = 'before' in cursor ? cursor.before : cursor.after;
    // Reading backwards walks the index the other way and turns the page round afterwards.
    const walkAscending = ascending !== backwards;
    const comparison = walkAscending ? '>' : '<';
    const order = walkAscending ? 'ASC' : 'DESC';
    const fetched = statement<MetafieldRow>(
      this.db,
      `SELECT * FROM metafields WHERE ${where.text} AND id ${comparison} ?
         ORDER BY ${idOrder(where)} ${order} LIMIT ?`,
    ).all(...where.params, at, limit + 1);
    const more = fetched.length > limit;
    const rows = fetched.slice(0, limit);
    if (backwards) rows.reverse();
    const first = rows[0];
    const last = rows[rows.length - 1];
    // Whether anything lies on the other side of the cursor (an empty page links back to it).
    const beyondCursor =
      prepared(
        this.db,
        `SELECT 1 FROM metafields WHERE ${where.text} AND id ${walkAscending ? '<=' : '>='} ? LIMIT 1`,
      ).get(...where.params, at) !== undefined;
    const hasNext = backwards ? beyondCursor : more;
    const hasPrevious = backwards ? more : beyondCursor;
    const current = linkWith(rawQuery, {
      ...(backwards ? { before: encodeCursor(at) } : { after: encodeCursor(at) }),
      limit,
    });
    return {
      rows,
      meta: {
        cursor_pagination: {
          count: rows.length,
          per_page: limit,
          ...(first && last
            ? { start_cursor: encodeCursor(first.id), end_cursor: encodeCursor(last.id) }
            : {}),
          links: {
            ...(hasPrevious
              ? {
                  previous: linkWith(rawQuery, {
                    before: encodeCursor(first?.id ?? at + (ascending ? 1 : -1)),
                    limit,
                  }),
                }
              : {}),
            current,
            ...(hasNext
              ? {
                  next: linkWith(rawQuery, {
                    after: encodeCursor(last?.id ?? at + (ascending ? -1 : 1)),
                    limit,
                  }),
                }
              : {}),
          },
        },
      },
    };
  }
}

/** The conditions every list starts from: the store, the type and what the client may see. */
export function scopeOf(storeHash: string, type: string, visibleSql: string, clientId: string) {
  return [sql('store_hash = ? AND resource_type = ?', storeHash, type), sql(visibleSql, clientId)];
}
