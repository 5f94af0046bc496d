import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config.js';
import {
  installEmbeddedDefault,
  type EmbeddedInstallOutcome,
} from './platformApp/embeddedInstall.js';
import { readStoreProfile } from './platformApp/platformApi.js';
import type { Stores } from './stores.js';
import type { Users } from './users.js';

/**
 * The embedded default's demo (only with the platform emulator): the app registered with the
 * emulator and installed into the demo store as a merchant would install it, so the store's
 * token is the app's own; and the demo user, linked to the demo store. Without the emulator,
 * the store falls back to `PLATFORM_DEMO_TOKEN`. Safe to run on every start.
 */
export async function seedDemo(
  config: ServerConfig,
  { users, stores, log }: { users: Users; stores: Stores; log: FastifyBaseLogger },
): Promise<EmbeddedInstallOutcome> {
  const user =
    (await users.authenticate(config.DEMO_USER_EMAIL, config.DEMO_USER_PASSWORD)) ??
    (await users.create({
      email: config.DEMO_USER_EMAIL,
      name: 'Demo merchant',
      password: config.DEMO_USER_PASSWORD,
    }));

  const storeHash = config.DEMO_STORE_HASH;
  const outcome = await installEmbeddedDefault({ config, stores, log }, storeHash);
  // An earlier install's token stays; only a store that never had one gets the static token.
  if (outcome === 'unavailable' && !stores.find(storeHash)?.installedAt) {
    await saveWithDemoToken(config, stores, log);
  }
  stores.link(user.id, storeHash);
  return outcome;
}

/** The store with the emulator's store-level token, as before the app installed itself. */
async function saveWithDemoToken(config: ServerConfig, stores: Stores, log: FastifyBaseLogger) {
  const profile = await readStoreProfile(
    config,
    config.DEMO_STORE_HASH,
    config.PLATFORM_DEMO_TOKEN,
  ).catch((error: unknown) => {
    log.warn({ err: error }, 'could not read the demo store profile; using defaults');
    return undefined;
  });
  stores.save({
    store_hash: config.DEMO_STORE_HASH,
    accessToken: config.PLATFORM_DEMO_TOKEN,
    name: profile?.name ?? 'Demo store',
    currency: profile?.currency ?? 'USD',
    timezone_name: profile?.timezone.name ?? 'UTC',
  });
}
