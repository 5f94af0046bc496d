import { sql } from 'kysely';
import { lockKeys } from '../accounts/keyLocks.js';
import type { DialectName, Queries } from './database.js';

/** The tables whose rows a merchant orders: `sort_order` 1..n within each list. */
type OrderedTable = 'templates' | 'custom_object_fields';

/** Ids per statement: two bound values each, well under SQLite's 32,766. */
const IDS_PER_UPDATE = 5_000;

/**
 * Serialises the transactions that number one list (a type's templates, a resource's fields)
 * across the instances sharing a PostgreSQL database, so that two templates created at once
 * never take the same place. Call it first in the transaction, before any write (a write first
 * would hold a row another transaction's renumbering waits for). See `lockKeys` for SQLite.
 */
export function lockList(dialect: DialectName, queries: Queries, list: string): Promise<void> {
  return lockKeys(dialect, queries, [`list-order:${list}`]);
}

/** Writes sort_order 1..n in the order of `ids`: one statement, not one per row. */
export async function writeOrder(
  queries: Queries,
  table: OrderedTable,
  ids: readonly number[],
): Promise<void> {
  for (let start = 0; start < ids.length; start += IDS_PER_UPDATE) {
    const slice = ids.slice(start, start + IDS_PER_UPDATE);
    // The places are our own numbers, written as literals: no bound value whose type
    // PostgreSQL would have to guess inside CASE.
    const places = slice.map((id, index) => sql`WHEN ${id} THEN ${sql.lit(start + index + 1)}`);
    await sql`
      UPDATE ${sql.table(table)} SET sort_order = CASE id ${sql.join(places, sql` `)} END
      WHERE id IN (${sql.join(slice)})`.execute(queries);
  }
}
