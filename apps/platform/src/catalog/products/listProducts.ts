import { allRawRows, firstRawRow, firstRow } from '../../statements.js';
import type { PlatformDatabase } from '../../db.js';
import { and, sql, type Sql } from '../../sql.js';
import { productFieldPlan } from './fields.js';
import { sortColumns, type ProductListQuery } from './listQuery.js';

export interface ProductListSql {
  rows: Sql;
  count: Sql;
}

/**
 * The page (rows as arrays of the plan's columns) and the total as SQL, selecting only the columns of the asked fields. Ordering
 * always ends with the id, so pages never overlap or skip when the sort column has ties; each
 * sort column has a `(store_hash, column)` index whose implicit rowid suffix matches that
 * tie-breaker.
 */
export function productListSql(storeHash: string, query: ProductListQuery): ProductListSql {
  const where = and([sql('store_hash = ?', storeHash), ...query.where]);
  const direction = query.direction === 'desc' ? 'DESC' : 'ASC';
  const column = sortColumns[query.sort];
  const order = column === 'id' ? `id ${direction}` : `${column} ${direction}, id ${direction}`;
  const { columns } = productFieldPlan(query.includeFields, query.excludeFields);
  return {
    rows: {
      text: `SELECT ${columns.join(', ')} FROM products WHERE ${where.text} ORDER BY ${order} LIMIT ? OFFSET ?`,
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
): { rows: unknown[][]; total: number } {
  const statements = productListSql(storeHash, query);
  const rows = allRawRows(db, statements.rows);
  const counted = firstRow<{ total: number }>(db, statements.count);
  return { rows, total: counted?.total ?? 0 };
}

/** One product of the store: the values of the asked fields' columns, or undefined. */
export function findProduct(
  db: PlatformDatabase,
  storeHash: string,
  productId: number,
  columns: readonly string[],
): unknown[] | undefined {
  return firstRawRow(
    db,
    sql(
      `SELECT ${columns.join(', ')} FROM products WHERE store_hash = ? AND id = ?`,
      storeHash,
      productId,
    ),
  );
}
