import type { PlatformDatabase } from '../../db.js';
import type { AppExtensionModel } from '../extensions.js';

/** The control panel pages that carry App Extensions, by the model they show. */
export const RECORD_PAGES = {
  products: { model: 'PRODUCTS', noun: 'product' },
  orders: { model: 'ORDERS', noun: 'order' },
  customers: { model: 'CUSTOMERS', noun: 'customer' },
} as const satisfies Record<string, { model: AppExtensionModel; noun: string }>;
export type RecordTable = keyof typeof RECORD_PAGES;

export interface RecordSummary {
  id: number;
  /** What the page's heading calls the record: its name, or an order's number. */
  title: string;
  /** The channel the record belongs to, when it has one (orders). */
  channelId: number | null;
}

function tableExists(db: PlatformDatabase, table: RecordTable): boolean {
  return (
    db
      .prepare<[string], { one: number }>(
        "SELECT 1 AS one FROM sqlite_master WHERE type = 'table' AND name = ?",
      )
      .get(table) !== undefined
  );
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function summaryOf(table: RecordTable, row: Record<string, unknown>): RecordSummary {
  const id = Number(row['id']);
  const channelId = typeof row['channel_id'] === 'number' ? row['channel_id'] : null;
  switch (table) {
    case 'products':
      return { id, title: text(row['name']) || `Product ${id}`, channelId: null };
    case 'orders':
      return { id, title: `Order #${id}`, channelId };
    case 'customers': {
      const name = `${text(row['first_name'])} ${text(row['last_name'])}`.trim();
      return { id, title: name || text(row['email']) || `Customer ${id}`, channelId: null };
    }
  }
}

/** A record of the store, for its edit page; undefined if there is none (or no such table). */
export function findRecord(
  db: PlatformDatabase,
  table: RecordTable,
  storeHash: string,
  id: number,
): RecordSummary | undefined {
  if (!tableExists(db, table)) return undefined;
  // The table name comes from RECORD_PAGES' keys only, never from the request.
  const row = db
    .prepare<[string, number], Record<string, unknown>>(
      `SELECT * FROM ${table} WHERE store_hash = ? AND id = ?`,
    )
    .get(storeHash, id);
  return row && summaryOf(table, row);
}

/** The store's first record of the kind, to link its edit page from the store's home. */
export function firstRecord(
  db: PlatformDatabase,
  table: RecordTable,
  storeHash: string,
): RecordSummary | undefined {
  if (!tableExists(db, table)) return undefined;
  const row = db
    .prepare<[string], Record<string, unknown>>(
      `SELECT * FROM ${table} WHERE store_hash = ? ORDER BY id LIMIT 1`,
    )
    .get(storeHash);
  return row && summaryOf(table, row);
}
