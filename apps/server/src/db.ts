import type BetterSqlite3 from 'better-sqlite3';
import { openSqliteFile, type Database } from './database/database.js';

/**
 * The SQLite connection, synchronous: what the areas that have not yet moved to the
 * `Database` of `./database/database.ts` still use (ADR 0026).
 */
export type Db = BetterSqlite3.Database;

/** Opens (creating if needed) the server's SQLite file and brings its schema up to date. */
export const openDatabase = (dataDir: string): Db => openSqliteFile(dataDir);

/** The synchronous connection under a SQLite `Database`, for the areas not yet moved over. */
export function sqliteConnection(database: Database): Db {
  if (!database.sqlite) throw new Error('This part of the server runs on SQLite only (ADR 0026).');
  return database.sqlite;
}
