import { sql } from 'kysely';
import type { DialectName, Queries } from '../database/database.js';

/**
 * Serialises the transactions that decide by counting rows (the login throttle, the cap on
 * reset emails) for the same keys, across the instances sharing a PostgreSQL database: each
 * takes a transaction-scoped advisory lock per key, in one order, so two never wait on each
 * other. Call it first in the transaction, with the transaction's `queries`. On SQLite the
 * transaction's first statement must be a write instead: that takes the file's write lock, as
 * `BEGIN IMMEDIATE` would, and one connection runs one transaction at a time anyway.
 */
export async function lockKeys(
  dialect: DialectName,
  queries: Queries,
  keys: readonly string[],
): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const key of [...new Set(keys)].sort()) {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(queries);
  }
}
