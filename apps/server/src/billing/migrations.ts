import type { Migration } from '../migrations.js';

/**
 * Billing (id range 800–899). Two sides, kept apart so that a real payment provider can take
 * the local one's place: the app's own records (a store's company details and which
 * subscription is its current one), and the local payment provider's books (customers,
 * subscriptions, invoices), which a real provider keeps on its side instead.
 */
export const billingMigrations: Migration[] = [
  {
    id: 800,
    name: "billing: a store's company details and current subscription",
    sql: `
      CREATE TABLE billing_company_details (
        store_hash TEXT PRIMARY KEY REFERENCES stores(store_hash) ON DELETE CASCADE,
        company_name TEXT NOT NULL,
        email TEXT NOT NULL,
        address_line1 TEXT NOT NULL,
        address_line2 TEXT,
        city TEXT NOT NULL,
        postcode TEXT NOT NULL,
        country TEXT NOT NULL,
        vat_number TEXT,
        updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ'))
      );
      -- One current subscription per store: the primary key refuses a second one created by
      -- two requests at once. A cancelled subscription's row goes; the provider keeps its record.
      CREATE TABLE billing_subscriptions (
        store_hash TEXT PRIMARY KEY REFERENCES stores(store_hash) ON DELETE CASCADE,
        subscription_id TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ'))
      );
    `,
  },
  {
    id: 801,
    name: 'local payment provider: customers, subscriptions, invoices',
    sql: `
      -- balance_cents is credit the customer holds (from a downgrade), spent by later invoices.
      CREATE TABLE local_payment_customers (
        id TEXT PRIMARY KEY,
        store_hash TEXT NOT NULL,
        details TEXT NOT NULL,
        balance_cents INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ'))
      );
      CREATE TABLE local_payment_subscriptions (
        id TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL REFERENCES local_payment_customers(id),
        price_id TEXT NOT NULL,
        status TEXT NOT NULL,
        current_period_start TEXT NOT NULL,
        current_period_end TEXT NOT NULL,
        canceled_at TEXT,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ'))
      );
      CREATE TABLE local_payment_invoices (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        number TEXT NOT NULL UNIQUE,
        customer_id TEXT NOT NULL REFERENCES local_payment_customers(id),
        subscription_id TEXT NOT NULL REFERENCES local_payment_subscriptions(id),
        price_id TEXT NOT NULL,
        subtotal_cents INTEGER NOT NULL,
        amount_cents INTEGER NOT NULL,
        currency TEXT NOT NULL,
        status TEXT NOT NULL,
        period_start TEXT NOT NULL,
        period_end TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX local_payment_invoices_customer ON local_payment_invoices (customer_id, seq);
    `,
  },
];
