import type { PlatformDatabase } from './db.js';
import { createRandom, hashSeed, type Random } from './prng.js';

/** How much of each kind of record a seeded store gets. */
export interface SeedCounts {
  brands: number;
  /** At least this many, over all channels' trees, nested three levels. */
  categories: number;
  products: number;
  /** About this many, spread over the products that have options. */
  variants: number;
  locations: number;
  customerGroups: number;
  customers: number;
  orders: number;
  pages: number;
  productMetafields: number;
  /** Spread over the other seven resource types. */
  otherMetafields: number;
}

/** `demo`: what a developer opens. `large`: for benchmarks. `small`: for fast tests. */
export const seedSizes = {
  demo: {
    brands: 40,
    categories: 150,
    products: 2_000,
    variants: 6_000,
    locations: 4,
    customerGroups: 4,
    customers: 1_500,
    orders: 3_000,
    pages: 10,
    productMetafields: 8_000,
    otherMetafields: 12_000,
  },
  large: {
    brands: 40,
    categories: 150,
    products: 32_000,
    variants: 6_000,
    locations: 4,
    customerGroups: 4,
    customers: 1_500,
    orders: 3_000,
    pages: 10,
    productMetafields: 150_000,
    otherMetafields: 12_000,
  },
  small: {
    brands: 40,
    categories: 150,
    products: 300,
    variants: 900,
    locations: 4,
    customerGroups: 4,
    customers: 60,
    orders: 120,
    pages: 10,
    productMetafields: 600,
    otherMetafields: 600,
  },
} as const satisfies Record<string, SeedCounts>;
export type SeedSize = keyof typeof seedSizes;

/** The demo store's channels: the default storefront (id 1, as on the platform) and two more. */
export const CHANNEL_IDS = [1, 2, 3] as const;

/** Client ids of apps that own seeded metafields besides the store's own API account. */
export interface SeedClients {
  /** The store-level API account's client id. */
  store: string;
  /** Our app's client id (`APP_CLIENT_ID` of the server). */
  app: string;
  /** Two other apps installed in the store. */
  others: readonly [string, string];
}

export const DEFAULT_APP_CLIENT_ID = 'metafield-studio-local';
export const OTHER_APP_CLIENT_IDS = ['acme-reviews-app', 'northwind-feeds-app'] as const;

/** What each area's seeder gets; they run in one transaction, in the order of `seed.ts`. */
export interface SeedContext {
  db: PlatformDatabase;
  storeHash: string;
  /** The moment every seeded date counts back from. */
  now: Date;
  counts: SeedCounts;
  clients: SeedClients;
  /**
   * A generator of its own for each part (`'brands'`, `'customers'`, …), drawn from the store
   * hash, so that changing one part's data leaves the others' unchanged.
   */
  random(part: string): Random;
}

export function randomFor(storeHash: string): (part: string) => Random {
  return (part) => createRandom(hashSeed(`store:${storeHash}:${part}`));
}
