import type { Migration } from '../migrations.js';

/** This area's tables (see the id ranges in `../migrations.ts`). */
export const catalogMigrations: readonly Migration[] = [
  {
    id: 100,
    name: 'brands',
    sql: `
      -- Ids are per store, as the demo catalogue numbers its brands from 1 in every store.
      CREATE TABLE brands (
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        id INTEGER NOT NULL,
        name TEXT NOT NULL,
        page_title TEXT NOT NULL DEFAULT '',
        meta_keywords TEXT NOT NULL DEFAULT '[]',
        meta_description TEXT NOT NULL DEFAULT '',
        search_keywords TEXT NOT NULL DEFAULT '',
        image_url TEXT NOT NULL DEFAULT '',
        custom_url TEXT NOT NULL,
        custom_url_is_customized INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (store_hash, id),
        UNIQUE (store_hash, name)
      );
    `,
  },
  {
    id: 101,
    name: 'category_trees',
    sql: `
      CREATE TABLE category_trees (
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        id INTEGER NOT NULL,
        name TEXT NOT NULL,
        -- The channel ids the tree is assigned to, as a JSON array.
        channels TEXT NOT NULL DEFAULT '[]',
        PRIMARY KEY (store_hash, id)
      );
      CREATE TABLE categories (
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        id INTEGER NOT NULL,
        category_uuid TEXT NOT NULL,
        tree_id INTEGER NOT NULL,
        -- 0 for a top-level category, as the platform writes it.
        parent_id INTEGER NOT NULL DEFAULT 0,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        views INTEGER NOT NULL DEFAULT 0,
        sort_order INTEGER NOT NULL DEFAULT 0,
        page_title TEXT NOT NULL DEFAULT '',
        meta_keywords TEXT NOT NULL DEFAULT '[]',
        meta_description TEXT NOT NULL DEFAULT '',
        layout_file TEXT NOT NULL DEFAULT 'category.html',
        image_url TEXT NOT NULL DEFAULT '',
        is_visible INTEGER NOT NULL DEFAULT 1,
        search_keywords TEXT NOT NULL DEFAULT '',
        default_product_sort TEXT NOT NULL DEFAULT 'use_store_settings',
        url_path TEXT NOT NULL,
        url_is_customized INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (store_hash, id),
        UNIQUE (store_hash, category_uuid),
        FOREIGN KEY (store_hash, tree_id) REFERENCES category_trees (store_hash, id)
          ON DELETE CASCADE
      );
      CREATE INDEX categories_tree_parent ON categories (store_hash, tree_id, parent_id);
    `,
  },
  {
    id: 102,
    name: 'variants',
    sql: `
      CREATE TABLE product_options (
        id INTEGER PRIMARY KEY,
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        display_name TEXT NOT NULL,
        type TEXT NOT NULL DEFAULT 'rectangles',
        sort_order INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX product_options_product ON product_options (product_id, sort_order);
      CREATE TABLE product_option_values (
        id INTEGER PRIMARY KEY,
        option_id INTEGER NOT NULL REFERENCES product_options (id) ON DELETE CASCADE,
        label TEXT NOT NULL,
        sort_order INTEGER NOT NULL DEFAULT 0,
        is_default INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX product_option_values_option ON product_option_values (option_id, sort_order);
      CREATE TABLE variants (
        id INTEGER PRIMARY KEY,
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        sku TEXT NOT NULL,
        -- The platform's SKU record; a base variant has none.
        sku_id INTEGER,
        price REAL NOT NULL DEFAULT 0,
        cost_price REAL NOT NULL DEFAULT 0,
        sale_price REAL NOT NULL DEFAULT 0,
        retail_price REAL NOT NULL DEFAULT 0,
        map_price REAL NOT NULL DEFAULT 0,
        calculated_price REAL GENERATED ALWAYS AS
          (CASE WHEN sale_price > 0 THEN sale_price ELSE price END) STORED,
        weight REAL NOT NULL DEFAULT 0,
        width REAL NOT NULL DEFAULT 0,
        height REAL NOT NULL DEFAULT 0,
        depth REAL NOT NULL DEFAULT 0,
        is_free_shipping INTEGER NOT NULL DEFAULT 0,
        fixed_cost_shipping_price REAL NOT NULL DEFAULT 0,
        purchasing_disabled INTEGER NOT NULL DEFAULT 0,
        purchasing_disabled_message TEXT NOT NULL DEFAULT '',
        image_url TEXT NOT NULL DEFAULT '',
        upc TEXT NOT NULL DEFAULT '',
        mpn TEXT NOT NULL DEFAULT '',
        gtin TEXT NOT NULL DEFAULT '',
        inventory_level INTEGER NOT NULL DEFAULT 0,
        inventory_warning_level INTEGER NOT NULL DEFAULT 0,
        bin_picking_number TEXT NOT NULL DEFAULT '',
        -- [{ id, label, option_id, option_display_name }], as the API writes them; empty for a
        -- product's base variant.
        option_values TEXT NOT NULL DEFAULT '[]'
      );
      CREATE INDEX variants_store ON variants (store_hash, id);
      CREATE INDEX variants_product ON variants (product_id, id);
      CREATE INDEX variants_store_sku ON variants (store_hash, sku);
    `,
  },
  {
    id: 103,
    name: 'product_channels',
    sql: `
      -- The channels a product is listed on (channel ids are 1, 2, 3 in every store).
      CREATE TABLE product_channels (
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        channel_id INTEGER NOT NULL,
        PRIMARY KEY (product_id, channel_id)
      ) WITHOUT ROWID;
      CREATE INDEX product_channels_channel ON product_channels (store_hash, channel_id, product_id);
    `,
  },
];
