import type { PlatformDatabase } from '../db.js';
import { and, sql, type Sql } from '../sql.js';
import { sortColumns, type ProductListQuery } from './listQuery.js';
import type { ProductRow } from './fields.js';

export interface ProductListSql {
  rows: Sql;
  count: Sql;
}

/**
 * The page and the total as SQL. Ordering always ends with the id, so pages never overlap or
 * skip when the sort column has ties; each sort column has a `(store_hash, column)` index whose
 * implicit rowid suffix matches that tie-breaker.
 */
export function productListSql(storeHash: string, query: ProductListQuery): ProductListSql {
  const where = and([sql('store_hash = ?', storeHash), ...query.where]);
  const direction = query.direction === 'desc' ? 'DESC' : 'ASC';
  const column = sortColumns[query.sort];
  const order = column === 'id' ? `id ${direction}` : `${column} ${direction}, id ${direction}`;
  return {
    rows: {
      text: `SELECT * FROM products WHERE ${where.text} ORDER BY ${order} LIMIT ? OFFSET ?`,
      params: [...where.params, query.limit, (query.page - 1) * query.limit],
    },
    count: {
      text: `SELECT COUNT(*) AS total FROM products WHERE ${where.text}`,
      params: where.params,
    },
  };
}

export function listProducts(
  db: PlatformDatabase,
  storeHash: string,
  query: ProductListQuery,
): { rows: ProductRow[]; total: number } {
  const statements = productListSql(storeHash, query);
  const rows = db
    .prepare<unknown[], ProductRow>(statements.rows.text)
    .all(...statements.rows.params);
  const counted = db
    .prepare<unknown[], { total: number }>(statements.count.text)
    .get(...statements.count.params);
  return { rows, total: counted?.total ?? 0 };
}
