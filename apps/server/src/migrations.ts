import { accountMigrations } from './accounts/migrations.js';
import { billingMigrations } from './billing/migrations.js';
import { customResourceMigrations } from './customResources/migrations.js';
import { historyMigrations } from './history/migrations.js';
import { jobMigrations } from './jobs/migrations.js';
import { platformAppMigrations } from './platformApp/migrations.js';
import { storesApiMigrations } from './storesApi/migrations.js';
import { templateMigrations } from './templates/migrations.js';
import { webdavMigrations } from './webdav/migrations.js';

export interface Migration {
  /** Strictly increasing; a migration's id and SQL never change once it has shipped. */
  id: number;
  name: string;
  /**
   * SQLite's DDL, which `postgresDdl` turns into PostgreSQL's; or both, where they differ in
   * more than the forms it knows (ADR 0026).
   */
  sql: string | { sqlite: string; postgres: string };
}

/**
 * The server's first tables. Each area keeps its own list in its own id range: accounts
 * (password resets, login throttling) 100–199, the platform app (install, stores) 200–299,
 * stores API (plans, gating, API tokens) 300–499, WebDAV (settings, files) 500–599, custom
 * resources 600–699, shared metafield templates 700–799, billing 800–899, import/export
 * jobs 900–999, the change history 1000–1099.
 */
const baseMigrations: Migration[] = [
  {
    id: 1,
    name: 'users, stores, sessions',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        name TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ'))
      );
      CREATE TABLE stores (
        store_hash TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        access_token TEXT NOT NULL,
        currency TEXT NOT NULL DEFAULT 'USD',
        timezone_name TEXT NOT NULL DEFAULT 'UTC',
        active INTEGER NOT NULL DEFAULT 1
      );
      CREATE TABLE user_stores (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        store_hash TEXT NOT NULL REFERENCES stores(store_hash) ON DELETE CASCADE,
        PRIMARY KEY (user_id, store_hash)
      );
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_last_seen ON sessions(last_seen_at);
    `,
  },
  {
    id: 2,
    name: 'users: interface language',
    // `language` is the person's choice in the language menu; `platform_language` the control
    // panel's language for them (its user.locale at /load), used until they choose.
    sql: `
      ALTER TABLE users ADD COLUMN language TEXT;
      ALTER TABLE users ADD COLUMN platform_language TEXT;
    `,
  },
];

/** Every migration, in id order. */
export const migrations: readonly Migration[] = [
  ...baseMigrations,
  ...accountMigrations,
  ...platformAppMigrations,
  ...storesApiMigrations,
  ...webdavMigrations,
  ...customResourceMigrations,
  ...templateMigrations,
  ...billingMigrations,
  ...jobMigrations,
  ...historyMigrations,
].sort((a, b) => a.id - b.id);
