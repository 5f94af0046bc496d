import type { Migration } from '../migrations.js';

/** This area's tables (see the id ranges in `../migrations.ts`). */
export const storesApiMigrations: readonly Migration[] = [
  {
    id: 300,
    name: 'store plans: plan, features, trial and billing flags',
    sql: `
      -- A store that never chose a plan is on the lower plan, with no gated feature; the
      -- features are kept with the store (a copy of the catalogue's at the time the plan was
      -- set) so a store keeps what it paid for when the catalogue changes.
      ALTER TABLE stores ADD COLUMN plan TEXT NOT NULL DEFAULT 'standard';
      ALTER TABLE stores ADD COLUMN plan_features TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE stores ADD COLUMN is_sandbox INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE stores ADD COLUMN on_trial INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE stores ADD COLUMN trial_ends_at TEXT;
      ALTER TABLE stores ADD COLUMN has_free_access INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE stores ADD COLUMN stripe_id TEXT;
      ALTER TABLE stores ADD COLUMN is_original_subscriber INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    id: 301,
    name: 'API tokens: only a SHA-256 hash and a short prefix of each',
    sql: `
      CREATE TABLE api_tokens (
        id INTEGER PRIMARY KEY,
        store_hash TEXT NOT NULL REFERENCES stores(store_hash) ON DELETE CASCADE,
        name TEXT NOT NULL,
        -- The plain token is shown once; a leaked database cannot be replayed as tokens.
        token_sha256 TEXT NOT NULL UNIQUE,
        prefix TEXT NOT NULL,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ'))
      );
      CREATE INDEX api_tokens_store ON api_tokens(store_hash);
    `,
  },
  {
    id: 302,
    name: 'API tokens: scopes chosen at creation',
    sql: `
      -- Tokens made before scopes could already write: they keep doing so rather than break
      -- an integration on upgrade. New tokens name their scopes (read only by default).
      ALTER TABLE api_tokens ADD COLUMN scopes TEXT NOT NULL DEFAULT 'read write'
        CHECK (scopes IN ('read', 'read write'));
    `,
  },
];
