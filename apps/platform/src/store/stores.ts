import type { PlatformDatabase } from '../db.js';
import { statement } from '../statements.js';

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
  /** The client id of the store-level API account whose token is `access_token`. */
  api_client_id: string;
}

export function findStoreByHash(db: PlatformDatabase, storeHash: string): StoreRow | undefined {
  return statement<StoreRow>(db, 'SELECT * FROM stores WHERE store_hash = ?').get(storeHash);
}

/** Who a token belongs to: a store, and the client id of the API account or app using it. */
export interface Credentials {
  store: StoreRow;
  clientId: string;
}

/** The store-level API account's token, or a token the OAuth exchange issued to an app. */
export function findCredentials(db: PlatformDatabase, token: string): Credentials | undefined {
  // Every store request runs these two lookups: their statements are prepared once.
  const store = statement<StoreRow>(db, 'SELECT * FROM stores WHERE access_token = ?').get(token);
  if (store) return { store, clientId: store.api_client_id };
  const app = statement<{ store_hash: string; client_id: string }>(
    db,
    'SELECT store_hash, client_id FROM app_tokens WHERE access_token = ?',
  ).get(token);
  const appStore = app && findStoreByHash(db, app.store_hash);
  return app && appStore ? { store: appStore, clientId: app.client_id } : undefined;
}
