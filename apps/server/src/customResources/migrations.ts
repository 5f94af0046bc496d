import type { Migration } from '../migrations.js';

/**
 * Custom resources (id range 600–699). A resource's slug is unique in its store because it is
 * also a content type: a field of that type references the resource. A field's meta_key is
 * unique in its resource because it names the field's property in every value.
 */
export const customResourceMigrations: Migration[] = [
  {
    id: 600,
    name: 'custom objects and their fields',
    sql: `
      CREATE TABLE custom_objects (
        id INTEGER PRIMARY KEY,
        store_hash TEXT NOT NULL REFERENCES stores(store_hash) ON DELETE CASCADE,
        name TEXT NOT NULL,
        plural_name TEXT NOT NULL,
        slug TEXT NOT NULL,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ')),
        UNIQUE (store_hash, slug)
      );
      CREATE TABLE custom_object_fields (
        id INTEGER PRIMARY KEY,
        custom_object_id INTEGER NOT NULL REFERENCES custom_objects(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        meta_key TEXT NOT NULL,
        content_type TEXT NOT NULL,
        use_as_display_name INTEGER NOT NULL DEFAULT 0,
        options TEXT NOT NULL DEFAULT '{}',
        permission_set TEXT,
        sort_order INTEGER NOT NULL,
        UNIQUE (custom_object_id, meta_key)
      );
      CREATE INDEX custom_object_fields_order
        ON custom_object_fields (custom_object_id, sort_order, id);
    `,
  },
  {
    id: 601,
    name: 'custom object values',
    // A value's fields are one JSON object (meta_key → value): fields come and go with the
    // resource, and a field removed leaves its data unread rather than a column to migrate.
    // store_hash is repeated so every query names the store, as the other tables' queries do.
    sql: `
      CREATE TABLE custom_object_values (
        id INTEGER PRIMARY KEY,
        custom_object_id INTEGER NOT NULL REFERENCES custom_objects(id) ON DELETE CASCADE,
        store_hash TEXT NOT NULL REFERENCES stores(store_hash) ON DELETE CASCADE,
        data TEXT NOT NULL DEFAULT '{}',
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ')),
        updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ'))
      );
      CREATE INDEX custom_object_values_object ON custom_object_values (custom_object_id, id);
    `,
  },
];
