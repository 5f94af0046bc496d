import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { appRoutes, graphqlRoutes, type AppRegistration } from './apps/routes.js';
import type { AreaContext } from './area.js';
import { requireStoreToken } from './auth.js';
import { catalogRoutes } from './catalog/routes.js';
import { davRoutes } from './dav/routes.js';
import { openDatabase, type PlatformDatabase } from './db.js';
import { notFound, registerErrorHandling } from './errors.js';
import { metafieldRoutes } from './metafields/routes.js';
import { peopleRoutes } from './people/routes.js';
import { rateLimits, type RateLimitSettings } from './rateLimits.js';
import { imageRoutes } from './catalog/products/imageRoutes.js';
import { productRoutes } from './catalog/products/routes.js';
import { storeRoutes } from './store/routes.js';
import { seedDemoStore, type SeedStoreOptions } from './seed.js';
import { passHolds, StoreHolds } from './holds.js';

export interface PlatformOptions {
  /** Directory of `platform.sqlite`; it must exist. */
  dataDir: string;
  /**
   * Stores to provide: each is seeded if it does not exist yet, and its access token is set to
   * the one given, so a changed token takes effect.
   */
  stores?: SeedStoreOptions[];
  /**
   * Base URL this emulator is reached at (no trailing slash), for the URLs it returns.
   * By default, the protocol and host of each request.
   */
  publicUrl?: string;
  /** Fastify's request logging; off by default. */
  logger?: boolean;
  /** Rate limiting: headers always, 429s only when enforced (off by default). */
  rateLimit?: RateLimitSettings;
  /** Apps registered at start, as a developer registers them in the platform's portal. */
  apps?: AppRegistration[];
  /** Guards the emulator's own admin endpoints; `emulator-admin-key` by default. */
  adminKey?: string;
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
    return platformApp(db, options);
  } catch (error) {
    // Nothing owns the connection until the instance exists: a bad store or app closes it.
    db.close();
    throw error;
  }
}

function platformApp(db: PlatformDatabase, options: PlatformOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false });
  app.addHook('onClose', async () => {
    db.close();
  });
  app.decorateRequest('platformStore', null);
  app.decorateRequest('platformClientId', null);
  registerErrorHandling(app);

  const publicUrl = options.publicUrl?.replace(/(?<!\/)\/+$/, '');
  const context: AreaContext = {
    db,
    dataDir: options.dataDir,
    ...(publicUrl ? { publicUrl } : {}),
  };
  const holds = new StoreHolds();
  const appsContext = {
    ...context,
    apps: options.apps ?? [],
    adminKey: options.adminKey ?? 'emulator-admin-key',
    holds,
  };

  app.get('/health', async () => ({ ok: true }));
  imageRoutes(app, db);
  appRoutes(app, appsContext);
  davRoutes(app, context);
  void app.register(
    async (scope) => {
      requireStoreToken(scope, db);
      passHolds(scope, holds);
      rateLimits(scope, options.rateLimit ?? { enforce: false });
      storeRoutes(scope);
      productRoutes(scope, { db, ...(publicUrl ? { publicUrl } : {}) });
      catalogRoutes(scope, context);
      peopleRoutes(scope, context);
      metafieldRoutes(scope, context);
      graphqlRoutes(scope, appsContext);
      // Unknown paths under a store still pass the token check and carry rate-limit headers.
      scope.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound().toBody()));
    },
    { prefix: '/stores/:store_hash' },
  );
  return app;
}
