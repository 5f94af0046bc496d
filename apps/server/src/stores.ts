import type { Store } from '@metafields/core';
import type { Db } from './db.js';

interface StoreRow {
  store_hash: string;
  name: string;
  access_token: string;
  currency: string;
  timezone_name: string;
  active: number;
}

export interface StoreRecord extends Store {
  accessToken: string;
}

export function createStores(db: Db) {
  const forUser = db.prepare<[number], StoreRow>(
    `SELECT s.* FROM stores s JOIN user_stores us ON us.store_hash = s.store_hash
     WHERE us.user_id = ? ORDER BY s.name`,
  );
  const oneForUser = db.prepare<[number, string], StoreRow>(
    `SELECT s.* FROM stores s JOIN user_stores us ON us.store_hash = s.store_hash
     WHERE us.user_id = ? AND s.store_hash = ?`,
  );
  const upsert = db.prepare<[string, string, string, string, string]>(
    `INSERT INTO stores (store_hash, name, access_token, currency, timezone_name) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (store_hash) DO UPDATE SET name = excluded.name, access_token = excluded.access_token,
       currency = excluded.currency, timezone_name = excluded.timezone_name`,
  );
  const link = db.prepare<[number, string]>(
    'INSERT OR IGNORE INTO user_stores (user_id, store_hash) VALUES (?, ?)',
  );

  return {
    listForUser: (userId: number): Store[] => forUser.all(userId).map(toStore),
    /** The store if this user may open it; the one check every store-scoped call makes. */
    findForUser(userId: number, storeHash: string): StoreRecord | undefined {
      const row = oneForUser.get(userId, storeHash);
      return row && { ...toStore(row), accessToken: row.access_token };
    },
    save(store: Omit<StoreRecord, 'active'>): void {
      upsert.run(
        store.store_hash,
        store.name,
        store.accessToken,
        store.currency,
        store.timezone_name,
      );
    },
    link: (userId: number, storeHash: string) => void link.run(userId, storeHash),
  };
}

export type Stores = ReturnType<typeof createStores>;

function toStore(row: StoreRow): Store {
  return {
    store_hash: row.store_hash,
    name: row.name,
    currency: row.currency,
    timezone_name: row.timezone_name,
    active: row.active === 1,
  };
}
