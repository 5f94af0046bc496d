import type { Migration } from '../migrations.js';

/** This area's tables (see the id ranges in `../migrations.ts`). */
export const webdavMigrations: readonly Migration[] = [
  {
    id: 500,
    name: 'webdav settings',
    // One login per store, kept as a whole (spec: "kept as a whole object"); the password is
    // sealed with the server's secret box (`crypto.ts`), never stored in the clear.
    sql: `
      CREATE TABLE webdav_settings (
        store_hash TEXT PRIMARY KEY REFERENCES stores(store_hash) ON DELETE CASCADE,
        username TEXT NOT NULL,
        password_sealed TEXT NOT NULL,
        updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ'))
      );
    `,
  },
];
