import type { PlatformDatabase } from './db.js';

/** A row of the `stores` table. */
export interface StoreRow {
  store_hash: string;
  store_id: number;
  account_uuid: string;
  name: string;
  access_token: string;
  domain: string;
  status: string;
  first_name: string;
  last_name: string;
  address: string;
  country: string;
  country_code: string;
  phone: string;
  admin_email: string;
  order_email: string;
  language: string;
  currency: string;
  currency_symbol: string;
  currency_symbol_location: string;
  decimal_separator: string;
  thousands_separator: string;
  decimal_places: number;
  timezone_name: string;
  weight_units: string;
  dimension_units: string;
  plan_name: string;
  plan_level: string;
  plan_is_trial: number;
  industry: string;
  created_at: string;
}

export function findStoreByHash(db: PlatformDatabase, storeHash: string): StoreRow | undefined {
  return db.prepare<[string], StoreRow>('SELECT * FROM stores WHERE store_hash = ?').get(storeHash);
}

export function findStoreByToken(db: PlatformDatabase, token: string): StoreRow | undefined {
  return db.prepare<[string], StoreRow>('SELECT * FROM stores WHERE access_token = ?').get(token);
}
