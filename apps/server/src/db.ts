import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from './migrations.js';

export type Db = Database.Database;

/** Opens (creating if needed) the server's SQLite file and brings its schema up to date. */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'server.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // WAL with NORMAL is durable against process crashes, which is what jobs need.
  db.pragma('synchronous = NORMAL');
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
  const applied = new Set(
    db
      .prepare<[], { id: number }>('SELECT id FROM migrations')
      .all()
      .map((row) => row.id),
  );
  const record = db.prepare('INSERT INTO migrations (id, name) VALUES (?, ?)');
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.id, migration.name);
    })();
  }
}
