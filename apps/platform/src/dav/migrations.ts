import type { Migration } from '../migrations.js';

/** This area's tables (see the id ranges in `../migrations.ts`). */
export const davMigrations: readonly Migration[] = [
  {
    id: 500,
    name: 'dav_accounts',
    sql: `
      -- Each store's WebDAV login, as the control panel shows it under Server Settings.
      -- The password is kept readable: this is an emulator, and the developer needs to see it.
      CREATE TABLE dav_accounts (
        store_hash TEXT PRIMARY KEY REFERENCES stores (store_hash) ON DELETE CASCADE,
        username TEXT NOT NULL,
        password TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
];
