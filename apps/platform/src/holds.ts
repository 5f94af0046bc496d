import type { FastifyInstance } from 'fastify';

interface Hold {
  /** The API paths held: those that start with it, after `/stores/{hash}/` ('' for all). */
  path: string;
  released: Promise<void>;
  release: () => void;
  waiting: number;
}

/**
 * Holds on stores' APIs, for a test that must catch a job while it runs: while a store is held,
 * each call to its held paths waits before it is answered, and all go on once the hold is
 * released. The emulator's admin endpoints set them (`/emulator/stores/{hash}/hold`); nothing is
 * ever held unless a test asks.
 */
export class StoreHolds {
  readonly #held = new Map<string, Hold>();

  /** Holds the store's calls to `path` and below, or to every path; replaces an earlier hold. */
  hold(storeHash: string, path = ''): void {
    this.release(storeHash);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    this.#held.set(storeHash, { path, released, release, waiting: 0 });
  }

  release(storeHash: string): void {
    this.#held.get(storeHash)?.release();
    this.#held.delete(storeHash);
  }

  /** How many calls wait at the store's hold; null when the store is not held. */
  waiting(storeHash: string): number | null {
    return this.#held.get(storeHash)?.waiting ?? null;
  }

  /** At once for a call not held; else once its store's hold is released. */
  async pass(storeHash: string, path: string): Promise<void> {
    const hold = this.#held.get(storeHash);
    if (!hold || !path.startsWith(hold.path)) return;
    hold.waiting += 1;
    try {
      await hold.released;
    } finally {
      hold.waiting -= 1;
    }
  }
}

/** Makes every call of `scope` (a store's API, after its token check) pass the store's hold. */
export function passHolds(scope: FastifyInstance, holds: StoreHolds): void {
  scope.addHook('onRequest', async (request) => {
    const store = request.platformStore;
    if (!store) return;
    const [pathname = ''] = request.url.split('?');
    await holds.pass(store.store_hash, pathname.slice(`/stores/${store.store_hash}/`.length));
  });
}
