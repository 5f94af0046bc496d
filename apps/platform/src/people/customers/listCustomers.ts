import type { PlatformDatabase } from '../../db.js';
import { invalidQuery } from '../../errors.js';
import { and, sql, type Sql } from '../../sql.js';
import type { CustomerListQuery, CustomerSort } from './listQuery.js';
import type { CustomerRow } from './serialize.js';

export interface CustomerPage {
  rows: CustomerRow[];
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

interface Edge {
  id: number;
  value: string | number;
}

function orderBy(sort: CustomerSort, reverse: boolean): string {
  const direction = (sort.direction === 'asc') !== reverse ? 'ASC' : 'DESC';
  return sort.column === 'id' ? `id ${direction}` : `${sort.column} ${direction}, id ${direction}`;
}

/** Rows strictly after (or before) `edge` in the sort order, the id breaking ties. */
function beyond(sort: CustomerSort, edge: Edge, side: 'after' | 'before'): Sql {
  const operator = (side === 'after') === (sort.direction === 'asc') ? '>' : '<';
  if (sort.column === 'id') return sql(`id ${operator} ?`, edge.id);
  const column = sort.column;
  return sql(
    `${column} ${operator} ? OR (${column} = ? AND id ${operator} ?)`,
    edge.value,
    edge.value,
    edge.id,
  );
}

const edgeOf = (row: CustomerRow, sort: CustomerSort): Edge => ({
  id: row.id,
  value: row[sort.column],
});

/**
 * A page of customers by offset (`page`) or by cursor (`after`/`before`), and whether rows lie
 * on either side of it, which the cursor links need.
 */
export function listCustomers(
  db: PlatformDatabase,
  storeHash: string,
  query: CustomerListQuery,
): CustomerPage {
  const { sort, paging, cursor } = query;
  const base = [sql('store_hash = ?', storeHash), ...query.where];
  const select = (where: Sql, reverse: boolean, limit: number, offset = 0) =>
    db
      .prepare<unknown[], CustomerRow>(
        `SELECT * FROM customers WHERE ${where.text}
         ORDER BY ${orderBy(sort, reverse)} LIMIT ? OFFSET ?`,
      )
      .all(...where.params, limit, offset);

  let rows: CustomerRow[];
  if (cursor) {
    const edgeRow = db
      .prepare<[string, number], CustomerRow>(
        'SELECT * FROM customers WHERE store_hash = ? AND id = ?',
      )
      .get(storeHash, cursor.id);
    if (!edgeRow) {
      throw invalidQuery({ [cursor.direction]: 'refers to a customer that no longer exists' });
    }
    const where = and([...base, beyond(sort, edgeOf(edgeRow, sort), cursor.direction)]);
    rows = select(where, cursor.direction === 'before', paging.limit);
    if (cursor.direction === 'before') rows.reverse();
  } else {
    rows = select(and(base), false, paging.limit, paging.offset);
  }

  const first = rows[0];
  const last = rows[rows.length - 1];
  const exists = (edge: CustomerRow | undefined, side: 'after' | 'before') =>
    edge !== undefined &&
    select(and([...base, beyond(sort, edgeOf(edge, sort), side)]), side === 'before', 1).length > 0;
  const where = and(base);
  const counted = db
    .prepare<unknown[], { total: number }>(
      `SELECT COUNT(*) AS total FROM customers WHERE ${where.text}`,
    )
    .get(...where.params);
  return {
    rows,
    total: counted?.total ?? 0,
    hasPrevious: exists(first, 'before'),
    hasNext: exists(last, 'after'),
  };
}
