import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery } from 'kysely';
import { openDatabase, type Database, type DialectName } from '../database/database.js';
import { testPostgresDatabase } from './postgres.js';

/** Every database the server runs on: a repository's tests run once on each. */
export const dialects: readonly DialectName[] = ['sqlite', 'postgres'];

export interface TestDatabase {
  database: Database;
  /** What `DATABASE_URL` would be for a server on this database (undefined on SQLite). */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Closes the database and removes what it stored. */
  dispose(): Promise<void>;
}

/** A new, migrated, empty database of the given kind. */
export async function testDatabase(dialect: DialectName): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-db-'));
  const postgres = dialect === 'postgres' ? await testPostgresDatabase() : undefined;
  const database = await openDatabase({ dataDir, databaseUrl: postgres?.url });
  return {
    database,
    databaseUrl: postgres?.url,
    dataDir,
    dispose: async () => {
      await database.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Where the server suites (`startTestServer`, child servers) keep their data: SQLite in their
 * data folder, or, with `TEST_DATABASE=postgres` (`npm test` runs the server's tests both ways),
 * a PostgreSQL database of their own, given to the server as `DATABASE_URL`.
 */
export async function suiteDatabase(): Promise<{
  env: Record<string, string>;
  dispose(): Promise<void>;
}> {
  if (process.env.TEST_DATABASE !== 'postgres') return { env: {}, dispose: async () => undefined };
  const postgres = await testPostgresDatabase();
  return { env: { DATABASE_URL: postgres.url }, dispose: postgres.drop };
}

/** `?` placeholders as the dialect writes them: `$1`, `$2`, … on PostgreSQL. */
function placeholders(database: Database, text: string): string {
  if (database.dialect === 'sqlite') return text;
  let index = 0;
  return text.replace(/\?/g, () => `$${++index}`);
}

/**
 * Rows of the server's own database, for tests that look past the API at what was stored (or
 * what another process would have left): the statement's `?` placeholders work on both dialects.
 */
export async function queryRows<Row>(
  database: Database,
  text: string,
  ...params: Array<string | number | null>
): Promise<Row[]> {
  const result = await database.queries.executeQuery<Row>(
    CompiledQuery.raw(placeholders(database, text), params),
  );
  return [...result.rows];
}

/** Runs a statement on the server's own database (`?` placeholders, as `queryRows`). */
export async function runStatement(
  database: Database,
  text: string,
  ...params: Array<string | number | null>
): Promise<void> {
  await database.queries.executeQuery(CompiledQuery.raw(placeholders(database, text), params));
}
