import type { PlatformDatabase } from '../../db.js';
import type { Sql } from '../../sql.js';

/**
 * One page of a store's table and the number of rows matching, in two statements. `table` and
 * `orderBy` are the caller's constants, never request text; `where` carries the parameters.
 */
export function selectPage<Row>(
  db: PlatformDatabase,
  table: string,
  where: Sql,
  orderBy: string,
  page: { limit: number; offset: number },
): { rows: Row[]; total: number } {
  const rows = db
    .prepare<unknown[], Row>(
      `SELECT * FROM ${table} WHERE ${where.text} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
    )
    .all(...where.params, page.limit, page.offset);
  const counted = db
    .prepare<unknown[], { total: number }>(
      `SELECT COUNT(*) AS total FROM ${table} WHERE ${where.text}`,
    )
    .get(...where.params);
  return { rows, total: counted?.total ?? 0 };
}
