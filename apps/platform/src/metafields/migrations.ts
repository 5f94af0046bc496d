import type { Migration } from '../migrations.js';

/** This area's tables (see the id ranges in `../migrations.ts`). */
export const metafieldMigrations: readonly Migration[] = [
  {
    id: 300,
    name: 'metafields',
    sql: `
      -- One table for the eight resource types: the platform numbers metafields in one sequence
      -- whatever they are attached to, and the batch endpoints page over one type at a time.
      CREATE TABLE metafields (
        id INTEGER PRIMARY KEY,
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        resource_type TEXT NOT NULL CHECK (resource_type IN ('product', 'variant', 'brand',
          'category', 'channel', 'customer', 'order', 'location')),
        resource_id INTEGER NOT NULL,
        namespace TEXT NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        permission_set TEXT NOT NULL CHECK (permission_set IN ('app_only', 'read', 'write',
          'read_and_sf_access', 'write_and_sf_access')),
        owner_client_id TEXT NOT NULL,
        date_created TEXT NOT NULL,
        date_modified TEXT NOT NULL,
        -- Another app may use the same namespace and key on the same resource.
        UNIQUE (store_hash, resource_type, resource_id, namespace, key, owner_client_id)
      );
      -- A resource's metafields in id order (the rowid is each index's implicit suffix).
      CREATE INDEX metafields_resource ON metafields (store_hash, resource_type, resource_id);
      -- The batch endpoints: one type's metafields in id order, paged by an index range scan.
      -- It also holds what decides visibility (app_only is private to its owner), so counting
      -- and scanning the ids a client may see never reads the table.
      CREATE INDEX metafields_type_id
        ON metafields (store_hash, resource_type, id, permission_set, owner_client_id);
    `,
  },
];
