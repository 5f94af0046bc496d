import type { Migration } from '../migrations.js';

/** This area's tables (see the id ranges in `../migrations.ts`). */
export const platformAppMigrations: readonly Migration[] = [
  {
    id: 200,
    name: 'app installs: encrypted tokens, granted scope, platform users, used signed payloads',
    sql: `
      -- Tokens are sealed (AES-256-GCM) in code: SQL cannot encrypt, so rows written before
      -- this migration keep token_encrypted = 0 until createStores seals them on start.
      ALTER TABLE stores ADD COLUMN token_encrypted INTEGER NOT NULL DEFAULT 0;
      -- Set by the OAuth install (the auth callback); NULL for a store seeded with a static token.
      ALTER TABLE stores ADD COLUMN installed_at TEXT;
      ALTER TABLE stores ADD COLUMN scope TEXT;
      ALTER TABLE stores ADD COLUMN account_uuid TEXT;

      -- The platform's control panel users, as the install and the load callbacks name them,
      -- and the app's user each of them signs in as. Platform user ids are per store here.
      CREATE TABLE platform_users (
        store_hash TEXT NOT NULL REFERENCES stores(store_hash) ON DELETE CASCADE,
        platform_user_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        email TEXT NOT NULL,
        is_owner INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (store_hash, platform_user_id)
      );
      CREATE INDEX platform_users_user ON platform_users(user_id);

      -- A load callback's signed payload opens one session only: its jti is kept until it
      -- expires, so a leaked /load URL cannot be replayed to sign someone in.
      CREATE TABLE used_signed_payloads (
        jti TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      );
    `,
  },
  {
    id: 201,
    name: 'platform users join accounts on confirmation; signing in over another user asks first',
    sql: `
      -- A mailed link asking the owner of an account to confirm that a platform user with the
      -- same email is them (ADR 0012). Only the token's SHA-256 is kept, as for password resets.
      CREATE TABLE platform_user_joins (
        token_hash TEXT PRIMARY KEY,
        store_hash TEXT NOT NULL,
        platform_user_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX platform_user_joins_user ON platform_user_joins(user_id, created_at);

      -- /auth or /load reached a browser signed in as someone else: the sign-in waits here
      -- for that browser (its session) to say "continue", for a few minutes at most.
      CREATE TABLE pending_sign_ins (
        token_hash TEXT PRIMARY KEY,
        session_id TEXT NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        redirect_to TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
    `,
  },
];
