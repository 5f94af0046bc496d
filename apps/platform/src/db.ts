import Database from 'better-sqlite3';
import { migrate } from './migrations.js';

export type PlatformDatabase = Database.Database;

/** Opens (creating if needed) the emulator's database file and brings its schema up to date. */
export function openDatabase(file: string): PlatformDatabase {
  const db = new Database(file);
  // WAL lets readers proceed while the seeder or a batch write holds the write lock.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
