import { seedControlPanelUsers } from './apps/seed.js';
import { seedCatalog } from './catalog/seed.js';
import { seedDav } from './dav/seed.js';
import type { PlatformDatabase } from './db.js';
import { platformDate } from './dates.js';
import { seedMetafields } from './metafields/seed.js';
import { seedChannels, seedPeople } from './people/seed.js';
import { uuid, type Random } from './prng.js';
import {
  DEFAULT_APP_CLIENT_ID,
  OTHER_APP_CLIENT_IDS,
  randomFor,
  seedSizes,
  type SeedContext,
  type SeedCounts,
  type SeedSize,
} from './seedContext.js';
import { findStoreByHash } from './store/stores.js';

export interface SeedStoreOptions {
  storeHash: string;
  /** The token of the store-level API account. */
  accessToken: string;
  /** `demo` (the default), `large` or `small`. */
  size?: SeedSize;
  /** Overrides of the size's counts. */
  counts?: Partial<SeedCounts>;
  /** Shorthand for `counts.products`. */
  productCount?: number;
  /** The store's name; "Metafield Studio Demo" by default. */
  name?: string;
  /** The moment the store's dates count back from; the current time by default. */
  now?: Date;
  /** Our app's client id, owner of some seeded metafields; `metafield-studio-local` by default. */
  appClientId?: string;
}

/** A client id in the platform's style: 31 lowercase letters and digits. */
function clientId(random: Random): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 31 }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');
}

function countsOf(options: SeedStoreOptions): SeedCounts {
  const counts: SeedCounts = { ...seedSizes[options.size ?? 'demo'], ...options.counts };
  if (options.productCount !== undefined) counts.products = options.productCount;
  for (const [name, value] of Object.entries(counts)) {
    if (!Number.isInteger(value) || value < 0) {
      throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
    }
  }
  return counts;
}

/**
 * Creates a store with realistic data, drawn from generators seeded by the store hash: the same
 * hash, counts and `now` always give the same store. Does nothing if the store exists.
 * Returns whether it created the store.
 */
export function seedDemoStore(db: PlatformDatabase, options: SeedStoreOptions): boolean {
  const { storeHash, accessToken, name = 'Metafield Studio Demo' } = options;
  const now = options.now ?? new Date();
  const counts = countsOf(options);
  const random = randomFor(storeHash);
  const store = random('store');
  const domain = `store-${storeHash}.mybigcommerce.com`;
  const context: SeedContext = {
    db,
    storeHash,
    now,
    counts,
    random,
    clients: {
      store: clientId(store),
      app: options.appClientId ?? DEFAULT_APP_CLIENT_ID,
      others: OTHER_APP_CLIENT_IDS,
    },
  };

  const insertStore = db.prepare(`
    INSERT INTO stores (store_hash, store_id, account_uuid, name, access_token, api_client_id,
      domain, first_name, last_name, address, phone, admin_email, order_email, industry,
      created_at)
    VALUES (@store_hash, (SELECT COALESCE(MAX(store_id), 1000000) + 1 FROM stores), @account_uuid,
      @name, @access_token, @api_client_id, @domain, 'Jane', 'Doe',
      '1 Market Street, Austin, TX 78701', '555-010-0199', @admin_email, @order_email,
      'Home & Garden', @created_at)
  `);

  // One transaction: the existence check and the whole store commit together or not at all.
  return db
    .transaction(() => {
      if (findStoreByHash(db, storeHash)) return false;
      insertStore.run({
        store_hash: storeHash,
        account_uuid: uuid(store),
        name,
        access_token: accessToken,
        api_client_id: context.clients.store,
        domain,
        admin_email: `owner@${domain}`,
        order_email: `orders@${domain}`,
        created_at: platformDate(now),
      });
      seedChannels(context);
      seedCatalog(context);
      seedPeople(context);
      seedMetafields(context);
      seedControlPanelUsers(context);
      seedDav(context);
      return true;
    })
    .immediate();
}
