import type { Migration } from '../migrations.js';

/** This area's tables (see the id ranges in `../migrations.ts`). */
export const appMigrations: readonly Migration[] = [
  {
    id: 400,
    name: 'apps',
    sql: `
      -- Apps as their developers register them (the Developer Portal's app profiles).
      CREATE TABLE apps (
        client_id TEXT PRIMARY KEY,
        client_secret TEXT NOT NULL,
        name TEXT NOT NULL,
        auth_callback TEXT NOT NULL,
        load_callback TEXT NOT NULL,
        uninstall_callback TEXT,
        remove_user_callback TEXT,
        -- Space-separated, as the auth callback and the token response carry them.
        scopes TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 401,
    name: 'control_panel_users',
    sql: `
      -- The people who sign in to a store's control panel: its owner and its other users.
      CREATE TABLE control_panel_users (
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        id INTEGER NOT NULL,
        email TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        locale TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('owner', 'user')),
        PRIMARY KEY (store_hash, id)
      );
      CREATE UNIQUE INDEX control_panel_users_owner ON control_panel_users (store_hash)
        WHERE role = 'owner';
    `,
  },
  {
    id: 402,
    name: 'oauth_codes',
    sql: `
      -- Codes of the OAuth code grant: single-use, short-lived, for one store and one app.
      CREATE TABLE oauth_codes (
        code TEXT PRIMARY KEY,
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        client_id TEXT NOT NULL REFERENCES apps (client_id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL,
        scope TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
    `,
  },
  {
    id: 403,
    name: 'app_extensions',
    sql: `
      CREATE TABLE app_extensions (
        id INTEGER PRIMARY KEY,
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        client_id TEXT NOT NULL,
        context TEXT NOT NULL CHECK (context IN ('PANEL', 'LINK')),
        model TEXT NOT NULL CHECK (model IN ('PRODUCTS', 'ORDERS', 'CUSTOMERS')),
        url TEXT NOT NULL,
        label_default TEXT NOT NULL,
        -- [{ "value": …, "localeCode": … }], as the API shows them.
        label_locales TEXT NOT NULL DEFAULT '[]',
        created_at TEXT NOT NULL
      );
      CREATE INDEX app_extensions_store_client ON app_extensions (store_hash, client_id, model);
    `,
  },
  {
    id: 404,
    name: 'app_user_removals',
    sql: `
      -- Users whose access to an installed app the store owner revoked (remove_user).
      CREATE TABLE app_user_removals (
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        client_id TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        removed_at TEXT NOT NULL,
        PRIMARY KEY (store_hash, client_id, user_id)
      );
      -- What the server-to-server callbacks (uninstall, remove_user) answered, for developers.
      CREATE TABLE app_callback_log (
        id INTEGER PRIMARY KEY,
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        client_id TEXT NOT NULL,
        callback TEXT NOT NULL CHECK (callback IN ('uninstall', 'remove_user')),
        url TEXT NOT NULL,
        outcome TEXT NOT NULL,
        ok INTEGER NOT NULL,
        at TEXT NOT NULL
      );
      CREATE INDEX app_callback_log_store ON app_callback_log (store_hash, id);
    `,
  },
];
