import type Database from 'better-sqlite3';
import { appMigrations } from './apps/migrations.js';
import { catalogMigrations } from './catalog/migrations.js';
import { davMigrations } from './dav/migrations.js';
import { metafieldMigrations } from './metafields/migrations.js';
import { peopleMigrations } from './people/migrations.js';

export interface Migration {
  /** Strictly increasing; a migration's id and SQL never change once released. */
  id: number;
  name: string;
  sql: string;
}

/**
 * The emulator's own tables (stores and their credentials). Each area keeps its tables in its
 * own list, in its own id range: catalog 100–199, people (channels, customers, orders,
 * locations, pages) 200–299, metafields 300–399, apps 400–499, WebDAV 500–599.
 */
const baseMigrations: readonly Migration[] = [
  {
    id: 1,
    name: 'stores',
    sql: `
      CREATE TABLE stores (
        store_hash TEXT PRIMARY KEY,
        store_id INTEGER NOT NULL UNIQUE,
        account_uuid TEXT NOT NULL,
        name TEXT NOT NULL,
        access_token TEXT NOT NULL UNIQUE,
        domain TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'live',
        first_name TEXT NOT NULL DEFAULT '',
        last_name TEXT NOT NULL DEFAULT '',
        address TEXT NOT NULL DEFAULT '',
        country TEXT NOT NULL DEFAULT 'United States',
        country_code TEXT NOT NULL DEFAULT 'US',
        phone TEXT NOT NULL DEFAULT '',
        admin_email TEXT NOT NULL,
        order_email TEXT NOT NULL,
        language TEXT NOT NULL DEFAULT 'en',
        currency TEXT NOT NULL DEFAULT 'USD',
        currency_symbol TEXT NOT NULL DEFAULT '$',
        currency_symbol_location TEXT NOT NULL DEFAULT 'left',
        decimal_separator TEXT NOT NULL DEFAULT '.',
        thousands_separator TEXT NOT NULL DEFAULT ',',
        decimal_places INTEGER NOT NULL DEFAULT 2,
        timezone_name TEXT NOT NULL DEFAULT 'America/Chicago',
        weight_units TEXT NOT NULL DEFAULT 'Ounces',
        dimension_units TEXT NOT NULL DEFAULT 'Inches',
        plan_name TEXT NOT NULL DEFAULT 'Standard',
        plan_level TEXT NOT NULL DEFAULT 'Standard',
        plan_is_trial INTEGER NOT NULL DEFAULT 0,
        industry TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 2,
    name: 'products',
    sql: `
      CREATE TABLE products (
        id INTEGER PRIMARY KEY,
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        name TEXT NOT NULL,
        type TEXT NOT NULL DEFAULT 'physical' CHECK (type IN ('physical', 'digital')),
        sku TEXT NOT NULL DEFAULT '',
        description TEXT NOT NULL DEFAULT '',
        weight REAL NOT NULL DEFAULT 0,
        width REAL NOT NULL DEFAULT 0,
        depth REAL NOT NULL DEFAULT 0,
        height REAL NOT NULL DEFAULT 0,
        price REAL NOT NULL DEFAULT 0,
        cost_price REAL NOT NULL DEFAULT 0,
        retail_price REAL NOT NULL DEFAULT 0,
        sale_price REAL NOT NULL DEFAULT 0,
        map_price REAL NOT NULL DEFAULT 0,
        calculated_price REAL GENERATED ALWAYS AS
          (CASE WHEN sale_price > 0 THEN sale_price ELSE price END) STORED,
        tax_class_id INTEGER NOT NULL DEFAULT 0,
        product_tax_code TEXT NOT NULL DEFAULT '',
        categories TEXT NOT NULL DEFAULT '[]',
        brand_id INTEGER NOT NULL DEFAULT 0,
        option_set_id INTEGER,
        option_set_display TEXT NOT NULL DEFAULT 'right',
        inventory_level INTEGER NOT NULL DEFAULT 0,
        inventory_warning_level INTEGER NOT NULL DEFAULT 0,
        inventory_tracking TEXT NOT NULL DEFAULT 'none'
          CHECK (inventory_tracking IN ('none', 'product', 'variant')),
        reviews_rating_sum INTEGER NOT NULL DEFAULT 0,
        reviews_count INTEGER NOT NULL DEFAULT 0,
        total_sold INTEGER NOT NULL DEFAULT 0,
        fixed_cost_shipping_price REAL NOT NULL DEFAULT 0,
        is_free_shipping INTEGER NOT NULL DEFAULT 0,
        is_visible INTEGER NOT NULL DEFAULT 1,
        is_featured INTEGER NOT NULL DEFAULT 0,
        related_products TEXT NOT NULL DEFAULT '[-1]',
        warranty TEXT NOT NULL DEFAULT '',
        bin_picking_number TEXT NOT NULL DEFAULT '',
        layout_file TEXT NOT NULL DEFAULT 'product.html',
        upc TEXT NOT NULL DEFAULT '',
        mpn TEXT NOT NULL DEFAULT '',
        gtin TEXT NOT NULL DEFAULT '',
        date_last_imported TEXT,
        search_keywords TEXT NOT NULL DEFAULT '',
        availability TEXT NOT NULL DEFAULT 'available'
          CHECK (availability IN ('available', 'disabled', 'preorder')),
        availability_description TEXT NOT NULL DEFAULT '',
        gift_wrapping_options_type TEXT NOT NULL DEFAULT 'any',
        gift_wrapping_options_list TEXT NOT NULL DEFAULT '[]',
        sort_order INTEGER NOT NULL DEFAULT 0,
        condition TEXT NOT NULL DEFAULT 'New' CHECK (condition IN ('New', 'Used', 'Refurbished')),
        is_condition_shown INTEGER NOT NULL DEFAULT 0,
        order_quantity_minimum INTEGER NOT NULL DEFAULT 0,
        order_quantity_maximum INTEGER NOT NULL DEFAULT 0,
        page_title TEXT NOT NULL DEFAULT '',
        meta_keywords TEXT NOT NULL DEFAULT '[]',
        meta_description TEXT NOT NULL DEFAULT '',
        date_created TEXT NOT NULL,
        date_modified TEXT NOT NULL,
        view_count INTEGER NOT NULL DEFAULT 0,
        preorder_release_date TEXT,
        preorder_message TEXT NOT NULL DEFAULT '',
        is_preorder_only INTEGER NOT NULL DEFAULT 0,
        is_price_hidden INTEGER NOT NULL DEFAULT 0,
        price_hidden_label TEXT NOT NULL DEFAULT '',
        custom_url TEXT NOT NULL,
        custom_url_is_customized INTEGER NOT NULL DEFAULT 0,
        base_variant_id INTEGER,
        open_graph_type TEXT NOT NULL DEFAULT 'product',
        open_graph_title TEXT NOT NULL DEFAULT '',
        open_graph_description TEXT NOT NULL DEFAULT '',
        open_graph_use_meta_description INTEGER NOT NULL DEFAULT 1,
        open_graph_use_product_name INTEGER NOT NULL DEFAULT 1,
        open_graph_use_image INTEGER NOT NULL DEFAULT 1
      );
      -- The platform rejects duplicate product names and non-empty SKUs within a store.
      CREATE UNIQUE INDEX products_store_name ON products (store_hash, name);
      CREATE UNIQUE INDEX products_store_sku_unique ON products (store_hash, sku) WHERE sku <> '';
      -- One index per sortable column, so that every list page is an index range scan
      -- (the rowid, which is the product id, is the implicit tie-breaker in each).
      CREATE INDEX products_store_id ON products (store_hash);
      CREATE INDEX products_store_sku ON products (store_hash, sku);
      CREATE INDEX products_store_price ON products (store_hash, price);
      CREATE INDEX products_store_calculated_price ON products (store_hash, calculated_price);
      CREATE INDEX products_store_date_modified ON products (store_hash, date_modified);
      CREATE INDEX products_store_date_last_imported ON products (store_hash, date_last_imported);
      CREATE INDEX products_store_inventory_level ON products (store_hash, inventory_level);
      CREATE INDEX products_store_is_visible ON products (store_hash, is_visible);
      CREATE INDEX products_store_total_sold ON products (store_hash, total_sold);
    `,
  },
  {
    id: 3,
    name: 'product_images',
    sql: `
      CREATE TABLE product_images (
        id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        is_thumbnail INTEGER NOT NULL DEFAULT 0,
        sort_order INTEGER NOT NULL DEFAULT 0,
        description TEXT NOT NULL DEFAULT '',
        date_modified TEXT NOT NULL
      );
      CREATE INDEX product_images_product ON product_images (product_id, is_thumbnail, sort_order);
    `,
  },
  {
    id: 4,
    name: 'api_accounts',
    sql: `
      -- The store-level API account's client id: what the platform records as the owner of the
      -- metafields that account creates.
      ALTER TABLE stores ADD COLUMN api_client_id TEXT NOT NULL DEFAULT '';
      UPDATE stores SET api_client_id = 'store-api-' || store_hash;
      -- Tokens issued to installed apps by the OAuth code exchange, one per app and store.
      CREATE TABLE app_tokens (
        access_token TEXT PRIMARY KEY,
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        client_id TEXT NOT NULL,
        scope TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (store_hash, client_id)
      );
    `,
  },
];

/**
 * The schema, as an append-only history ordered by id. A migration's id and SQL never change
 * once released; editing one would leave existing data directories behind.
 */
export const migrations: readonly Migration[] = [
  ...baseMigrations,
  ...catalogMigrations,
  ...peopleMigrations,
  ...metafieldMigrations,
  ...appMigrations,
  ...davMigrations,
].sort((a, b) => a.id - b.id);

/** Applies, in order and each in its own transaction, the migrations not yet recorded. */
export function migrate(db: Database.Database, list: readonly Migration[] = migrations): number[] {
  db.exec(`
    CREATE TABLE IF NOT EXISTS migrations (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )
  `);
  const applied = new Set(
    db
      .prepare<[], { id: number }>('SELECT id FROM migrations')
      .all()
      .map((row) => row.id),
  );
  const record = db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)');
  const ran: number[] = [];
  let previous = 0;
  for (const migration of list) {
    if (migration.id <= previous) {
      throw new Error(`migration ${migration.id} (${migration.name}) is out of order`);
    }
    previous = migration.id;
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.id, migration.name, new Date().toISOString());
    })();
    ran.push(migration.id);
  }
  return ran;
}
