/** One running product (server, platform emulator and their data folder) that specs drive. */
export interface E2eProduct {
  /** The admin app and its server. */
  url: string;
  /** The store-platform emulator, with the seeded demo store. */
  platformUrl: string;
  /** The data folder, where the emulator keeps the demo store's WebDAV login. */
  dataDir: string;
}

/**
 * The product this worker's specs drive. global-setup starts one per worker, so that two specs
 * running at once never share a store: one spec's new metafields are never another's surprise.
 * Playwright numbers its running workers from 0 (`TEST_PARALLEL_INDEX`), and a worker started
 * again after a failure takes the same number.
 */
export function product(): E2eProduct {
  const products = JSON.parse(process.env.E2E_PRODUCTS ?? '[]') as E2eProduct[];
  const mine = products[Number(process.env.TEST_PARALLEL_INDEX ?? 0)];
  if (mine === undefined) throw new Error('No product for this worker: is global-setup running?');
  return mine;
}
