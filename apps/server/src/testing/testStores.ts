import type { Stores } from '../stores/stores.js';

/** Installs stores named by their hashes, each with the token `token-<hash>`, for tests. */
export async function saveTestStores(stores: Stores, hashes: readonly string[]): Promise<void> {
  for (const storeHash of hashes) {
    await stores.save({
      store_hash: storeHash,
      name: storeHash,
      accessToken: `token-${storeHash}`,
      currency: 'USD',
      timezone_name: 'UTC',
    });
  }
}
