import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { requireStoreToken } from './auth.js';
import { openDatabase } from './db.js';
import { registerErrorHandling } from './errors.js';
import { imageRoutes } from './routes/images.js';
import { productRoutes } from './routes/products.js';
import { storeRoutes } from './routes/store.js';
import { seedDemoStore, type SeedStoreOptions } from './seed.js';

export interface PlatformOptions {
  /** Directory of `platform.sqlite`; it must exist. */
  dataDir: string;
  /**
   * Stores to provide: each is seeded (with `productCount` demo products) if it does not exist
   * yet, and its access token is set to the one given, so a changed token takes effect.
   */
  stores?: SeedStoreOptions[];
  /**
   * Base URL this emulator is reached at (no trailing slash), for the image URLs it returns.
   * By default, the protocol and host of each request.
   */
  publicUrl?: string;
  /** Fastify's request logging; off by default. */
  logger?: boolean;
}

/**
 * The platform emulator as a Fastify instance, not yet listening. Synchronous: the database is
 * opened and migrated, and the stores seeded, before it returns. Closing the instance closes
 * the database.
 */
export function buildPlatform(options: PlatformOptions): FastifyInstance {
  const db = openDatabase(path.join(options.dataDir, 'platform.sqlite'));
  try {
    const setToken = db.prepare('UPDATE stores SET access_token = ? WHERE store_hash = ?');
    for (const store of options.stores ?? []) {
      seedDemoStore(db, store);
      setToken.run(store.accessToken, store.storeHash);
    }
  } catch (error) {
    db.close();
    throw error;
  }

  const app = Fastify({ logger: options.logger ?? false });
  app.addHook('onClose', async () => {
    db.close();
  });
  app.decorateRequest('platformStore', null);
  registerErrorHandling(app);

  app.get('/health', async () => ({ ok: true }));
  imageRoutes(app, db);
  void app.register(
    async (scope) => {
      requireStoreToken(scope, db);
      storeRoutes(scope);
      productRoutes(scope, {
        db,
        ...(options.publicUrl ? { publicUrl: options.publicUrl.replace(/\/+$/, '') } : {}),
      });
    },
    { prefix: '/stores/:store_hash' },
  );
  return app;
}
