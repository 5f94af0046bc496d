import type { Migration } from '../migrations.js';

/**
 * This area's tables (see the id ranges in `../migrations.ts`). Records every store numbers from
 * 1 (channels, locations, customer groups, pages) are keyed by `(store_hash, id)`; customers and
 * orders take ids from one sequence, as products do. Dates are stored as `platformDate` text
 * (UTC, `+00:00`), so text order is time order; v2 resources are formatted on the way out.
 */
export const peopleMigrations: readonly Migration[] = [
  {
    id: 200,
    name: 'channels',
    sql: `
      CREATE TABLE channels (
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        id INTEGER NOT NULL,
        name TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('storefront', 'marketplace', 'pos', 'marketing')),
        platform TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('prelaunch', 'active', 'inactive', 'connected',
          'disconnected', 'archived', 'deleted', 'terminated')),
        external_id TEXT NOT NULL DEFAULT '',
        is_listable_from_ui INTEGER NOT NULL DEFAULT 1,
        is_visible INTEGER NOT NULL DEFAULT 1,
        icon_url TEXT NOT NULL DEFAULT '',
        date_created TEXT NOT NULL,
        date_modified TEXT NOT NULL,
        PRIMARY KEY (store_hash, id)
      );
    `,
  },
  {
    id: 201,
    name: 'locations',
    sql: `
      CREATE TABLE locations (
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        id INTEGER NOT NULL,
        code TEXT NOT NULL,
        label TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        managed_by_external_source INTEGER NOT NULL DEFAULT 0,
        type_id TEXT NOT NULL DEFAULT 'PHYSICAL' CHECK (type_id IN ('PHYSICAL', 'VIRTUAL')),
        enabled INTEGER NOT NULL DEFAULT 1,
        storefront_visibility INTEGER NOT NULL DEFAULT 1,
        time_zone TEXT NOT NULL DEFAULT 'Etc/UTC',
        -- JSON objects as the API writes them: nothing filters on their insides.
        address TEXT NOT NULL DEFAULT '{}',
        operating_hours TEXT NOT NULL DEFAULT '{}',
        special_hours TEXT NOT NULL DEFAULT '[]',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (store_hash, id),
        UNIQUE (store_hash, code)
      );
    `,
  },
  {
    id: 202,
    name: 'customer_groups',
    sql: `
      CREATE TABLE customer_groups (
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        id INTEGER NOT NULL,
        name TEXT NOT NULL,
        is_default INTEGER NOT NULL DEFAULT 0,
        is_group_for_guests INTEGER NOT NULL DEFAULT 0,
        category_access_type TEXT NOT NULL DEFAULT 'all'
          CHECK (category_access_type IN ('all', 'specific', 'none')),
        category_access_categories TEXT NOT NULL DEFAULT '[]',
        date_created TEXT NOT NULL,
        date_modified TEXT NOT NULL,
        PRIMARY KEY (store_hash, id),
        UNIQUE (store_hash, name)
      );
    `,
  },
  {
    id: 203,
    name: 'customers',
    sql: `
      CREATE TABLE customers (
        id INTEGER PRIMARY KEY,
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        email TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        company TEXT NOT NULL DEFAULT '',
        phone TEXT NOT NULL DEFAULT '',
        registration_ip_address TEXT NOT NULL DEFAULT '',
        notes TEXT NOT NULL DEFAULT '',
        tax_exempt_category TEXT NOT NULL DEFAULT '',
        customer_group_id INTEGER NOT NULL DEFAULT 0,
        force_password_reset INTEGER NOT NULL DEFAULT 0,
        accepts_product_review_abandoned_cart_emails INTEGER NOT NULL DEFAULT 0,
        origin_channel_id INTEGER NOT NULL DEFAULT 1,
        channel_ids TEXT NOT NULL DEFAULT '[1]',
        store_credit REAL NOT NULL DEFAULT 0,
        date_created TEXT NOT NULL,
        date_modified TEXT NOT NULL
      );
      -- The platform keeps emails unique within a store, whatever their case.
      CREATE UNIQUE INDEX customers_store_email ON customers (store_hash, email COLLATE NOCASE);
      -- One index per sort, the rowid (the customer id) being the tie-breaker in each.
      CREATE INDEX customers_store_date_created ON customers (store_hash, date_created);
      CREATE INDEX customers_store_date_modified ON customers (store_hash, date_modified);
      CREATE INDEX customers_store_last_name ON customers (store_hash, last_name);

      CREATE TABLE customer_addresses (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        company TEXT NOT NULL DEFAULT '',
        address1 TEXT NOT NULL,
        address2 TEXT NOT NULL DEFAULT '',
        city TEXT NOT NULL,
        state_or_province TEXT NOT NULL,
        postal_code TEXT NOT NULL,
        country_code TEXT NOT NULL,
        country TEXT NOT NULL,
        phone TEXT NOT NULL DEFAULT '',
        address_type TEXT NOT NULL DEFAULT 'residential'
          CHECK (address_type IN ('residential', 'commercial'))
      );
      CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id);
    `,
  },
  {
    id: 204,
    name: 'orders',
    sql: `
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        -- 0 for a guest's order.
        customer_id INTEGER NOT NULL DEFAULT 0,
        channel_id INTEGER NOT NULL DEFAULT 1,
        status_id INTEGER NOT NULL CHECK (status_id BETWEEN 0 AND 14),
        date_created TEXT NOT NULL,
        date_modified TEXT NOT NULL,
        date_shipped TEXT,
        subtotal_ex_tax REAL NOT NULL DEFAULT 0,
        subtotal_tax REAL NOT NULL DEFAULT 0,
        shipping_cost_ex_tax REAL NOT NULL DEFAULT 0,
        shipping_cost_tax REAL NOT NULL DEFAULT 0,
        discount_amount REAL NOT NULL DEFAULT 0,
        coupon_discount REAL NOT NULL DEFAULT 0,
        total_ex_tax REAL NOT NULL DEFAULT 0,
        total_tax REAL NOT NULL DEFAULT 0,
        total_inc_tax REAL NOT NULL DEFAULT 0,
        refunded_amount REAL NOT NULL DEFAULT 0,
        store_credit_amount REAL NOT NULL DEFAULT 0,
        gift_certificate_amount REAL NOT NULL DEFAULT 0,
        items_total INTEGER NOT NULL DEFAULT 0,
        items_shipped INTEGER NOT NULL DEFAULT 0,
        order_is_digital INTEGER NOT NULL DEFAULT 0,
        payment_method TEXT NOT NULL DEFAULT '',
        payment_status TEXT NOT NULL DEFAULT '',
        currency_code TEXT NOT NULL DEFAULT 'USD',
        order_source TEXT NOT NULL DEFAULT 'www',
        external_source TEXT,
        external_id TEXT,
        external_order_id TEXT NOT NULL DEFAULT '',
        cart_id TEXT NOT NULL DEFAULT '',
        ip_address TEXT NOT NULL DEFAULT '',
        geoip_country TEXT NOT NULL DEFAULT '',
        geoip_country_iso2 TEXT NOT NULL DEFAULT '',
        customer_message TEXT NOT NULL DEFAULT '',
        staff_notes TEXT NOT NULL DEFAULT '',
        customer_locale TEXT NOT NULL DEFAULT 'en',
        is_email_opt_in INTEGER NOT NULL DEFAULT 0,
        is_deleted INTEGER NOT NULL DEFAULT 0,
        billing_first_name TEXT NOT NULL DEFAULT '',
        billing_last_name TEXT NOT NULL DEFAULT '',
        billing_company TEXT NOT NULL DEFAULT '',
        billing_street_1 TEXT NOT NULL DEFAULT '',
        billing_street_2 TEXT NOT NULL DEFAULT '',
        billing_city TEXT NOT NULL DEFAULT '',
        billing_state TEXT NOT NULL DEFAULT '',
        billing_zip TEXT NOT NULL DEFAULT '',
        billing_country TEXT NOT NULL DEFAULT '',
        billing_country_iso2 TEXT NOT NULL DEFAULT '',
        billing_phone TEXT NOT NULL DEFAULT '',
        billing_email TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX orders_store_date_created ON orders (store_hash, date_created);
      CREATE INDEX orders_store_date_modified ON orders (store_hash, date_modified);
      CREATE INDEX orders_store_customer ON orders (store_hash, customer_id);
      CREATE INDEX orders_store_status ON orders (store_hash, status_id);
      CREATE INDEX orders_store_channel ON orders (store_hash, channel_id);
      CREATE INDEX orders_store_external_id ON orders (store_hash, external_id);
    `,
  },
  {
    id: 205,
    name: 'pages',
    sql: `
      CREATE TABLE pages (
        store_hash TEXT NOT NULL REFERENCES stores (store_hash) ON DELETE CASCADE,
        id INTEGER NOT NULL,
        channel_id INTEGER NOT NULL DEFAULT 1,
        name TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('page', 'raw', 'contact_form', 'link', 'blog')),
        is_visible INTEGER NOT NULL DEFAULT 1,
        parent_id INTEGER NOT NULL DEFAULT 0,
        sort_order INTEGER NOT NULL DEFAULT 0,
        is_homepage INTEGER NOT NULL DEFAULT 0,
        is_customers_only INTEGER NOT NULL DEFAULT 0,
        url TEXT,
        body TEXT,
        link TEXT,
        email TEXT,
        contact_fields TEXT,
        content_type TEXT,
        meta_title TEXT,
        meta_keywords TEXT,
        meta_description TEXT,
        search_keywords TEXT,
        PRIMARY KEY (store_hash, id),
        UNIQUE (store_hash, channel_id, name)
      );
    `,
  },
];
