import type { Migration } from '../migrations.js';

/**
 * Shared metafield templates (id range 700–799). namespace.meta_key is a template's unique id in
 * the platform's eyes (spec section 3), so it is unique per store and resource type: two
 * templates with the same pair would write the same metafields.
 */
export const templateMigrations: Migration[] = [
  {
    id: 700,
    name: 'shared metafield templates',
    sql: `
      CREATE TABLE templates (
        id INTEGER PRIMARY KEY,
        store_hash TEXT NOT NULL REFERENCES stores(store_hash) ON DELETE CASCADE,
        resource_type TEXT NOT NULL,
        name TEXT NOT NULL,
        namespace TEXT NOT NULL,
        meta_key TEXT NOT NULL,
        description TEXT,
        content_type TEXT NOT NULL,
        options TEXT NOT NULL DEFAULT '{}',
        use_on_storefront INTEGER NOT NULL DEFAULT 1,
        sort_order INTEGER NOT NULL,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ')),
        UNIQUE (store_hash, resource_type, namespace, meta_key)
      );
      CREATE INDEX templates_order ON templates (store_hash, resource_type, sort_order, id);
    `,
  },
];
