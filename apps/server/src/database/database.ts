import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { migrations } from '../migrations.js';
import { migratePostgres, migrateSqlite } from './migrate.js';

export type DialectName = 'sqlite' | 'postgres';

/**
 * The tables as Kysely sees them. Repositories write their SQL with Kysely's `sql` tag (or its
 * builder), which gives each dialect its placeholders; their row types stay beside them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are typed per query
export type Queries = Kysely<any>;

/**
 * The server's data, on SQLite (the embedded default, one file in `DATA_DIR`) or PostgreSQL
 * (`DATABASE_URL`, shared by several instances). Every repository speaks to `queries`, inside
 * `transaction` when several statements must commit together (ADR 0026).
 */
export interface Database {
  readonly dialect: DialectName;
  readonly queries: Queries;
  /** Runs `work` in one transaction: it commits when `work` resolves, and rolls back when it throws. */
  transaction<T>(work: (queries: Queries) => Promise<T>): Promise<T>;
  /** Answers whether the database takes queries (for `/api/health`). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  /** `postgres://…`: the server runs on PostgreSQL; without it, on SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Connections per instance on PostgreSQL. */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openSqlite(options.dataDir);
}

/** The SQLite file and its schema, synchronously: what `openDatabase` wraps. */
export function openSqliteFile(dataDir: string): BetterSqlite3.Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = new BetterSqlite3(path.join(dataDir, 'server.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  // WAL with NORMAL is durable against process crashes, which is what jobs need.
  file.pragma('synchronous = NORMAL');
  // SQLite's lower() folds ASCII letters only, PostgreSQL's every letter. Searches compare
  // lower() of both sides, so SQLite's is replaced by JavaScript's: 'ärmel' finds 'Ärmellänge'
  // on both. No index is built on lower(), so none depends on the built-in.
  file.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  migrateSqlite(file, migrations);
  return file;
}

function openSqlite(dataDir: string): Database {
  const file = openSqliteFile(dataDir);
  // One connection: Kysely queues each query (and holds the queue for a transaction's length),
  // so a transaction never meets a "database is locked" from another connection of ours.
  return databaseOver('sqlite', new Kysely({ dialect: new SqliteDialect({ database: file }) }));
}

/** The `Database` over Kysely's queries, in either dialect. */
function databaseOver(dialect: DialectName, queries: Queries): Database {
  return {
    dialect,
    queries,
    transaction: (work) => queries.transaction().execute(work),
    ping: async () => {
      await sql`SELECT 1`.execute(queries);
    },
    // Kysely's destroy closes what it was given: the better-sqlite3 connection, the pg pool.
    close: () => queries.destroy(),
  };
}

/** BIGINT (counts, ids, times in ms) and NUMERIC (sums) as numbers, as SQLite gives them. */
const numberTypes = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    numberTypes.has(oid) ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format),
};

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: pgTypes });
  // A connection the server dropped (a restart, a failover) must not crash the process.
  pool.on('error', () => undefined);
  try {
    await migratePostgres(pool, migrations);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return databaseOver('postgres', new Kysely({ dialect: new PostgresDialect({ pool }) }));
}
