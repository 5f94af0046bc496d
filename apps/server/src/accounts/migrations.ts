import type { Migration } from '../migrations.js';

/** This area's tables (see the id ranges in `../migrations.ts`). */
export const accountMigrations: readonly Migration[] = [
  {
    id: 100,
    name: 'password resets',
    // Only the token's SHA-256 is kept: a copy of the database cannot reset anyone's password.
    sql: `
      CREATE TABLE password_resets (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX password_resets_user ON password_resets(user_id, created_at);
    `,
  },
  {
    id: 101,
    name: 'outbox',
    sql: `
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    id: 102,
    name: 'login failures',
    // One row per failed (or pending) login, keyed 'account:<email>' or 'address:<ip>'.
    sql: `
      CREATE TABLE login_failures (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX login_failures_key ON login_failures(key, at);
      CREATE INDEX login_failures_at ON login_failures(at);
    `,
  },
];
