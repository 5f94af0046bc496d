import type Database from 'better-sqlite3';
import type { PlatformDatabase } from './db.js';
import type { Sql } from './sql.js';

type Statement = Database.Statement<unknown[], unknown>;

/**
 * Prepared statements by SQL text, per connection: preparing is a measurable share of a list
 * request, and a list endpoint's texts repeat (they vary only with the filters present and the
 * length of `:in` lists). Bounded, since those lengths come from clients.
 */
const caches = new WeakMap<PlatformDatabase, Map<string, Statement>>();
const MAX_STATEMENTS = 500;

export function prepared(db: PlatformDatabase, text: string, raw = false): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  // Raw mode is a property of the statement, so raw and keyed statements are kept apart.
  const key = raw ? `raw:${text}` : text;
  let statement = cache.get(key);
  if (!statement) {
    if (cache.size >= MAX_STATEMENTS) cache.clear();
    statement = db.prepare<unknown[], unknown>(text);
    if (raw) statement.raw(true);
    cache.set(key, statement);
  }
  return statement;
}

/** The rows of a query, from the cache of prepared statements. */
export function allRows<Row>(db: PlatformDatabase, query: Sql): Row[] {
  return prepared(db, query.text).all(...query.params) as Row[];
}

/**
 * The rows of a query as arrays of column values, in the order selected: for wide rows, much
 * cheaper than building an object per row.
 */
export function allRawRows(db: PlatformDatabase, query: Sql): unknown[][] {
  return prepared(db, query.text, true).all(...query.params) as unknown[][];
}

/** The first row of a query as an array of column values, or undefined. */
export function firstRawRow(db: PlatformDatabase, query: Sql): unknown[] | undefined {
  return prepared(db, query.text, true).get(...query.params) as unknown[] | undefined;
}

/** The first row of a query, or undefined. */
export function firstRow<Row>(db: PlatformDatabase, query: Sql): Row | undefined {
  return prepared(db, query.text).get(...query.params) as Row | undefined;
}

/** A cached statement typed by the row it reads. */
export function statement<Row>(
  db: PlatformDatabase,
  text: string,
): Database.Statement<unknown[], Row> {
  return prepared(db, text) as Database.Statement<unknown[], Row>;
}
