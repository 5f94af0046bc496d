import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config.js';
import type { Stores } from './stores.js';
import type { Users } from './users.js';

/**
 * The embedded default's demo: the demo user, linked to the demo store, whose name, currency
 * and timezone come from the platform's store profile. Safe to run on every start.
 */
export async function seedDemo(
  config: ServerConfig,
  { users, stores, log }: { users: Users; stores: Stores; log: FastifyBaseLogger },
): Promise<void> {
  const user =
    (await users.authenticate(config.DEMO_USER_EMAIL, config.DEMO_USER_PASSWORD)) ??
    (await users.create({
      email: config.DEMO_USER_EMAIL,
      name: 'Demo merchant',
      password: config.DEMO_USER_PASSWORD,
    }));

  const profile = await readStoreProfile(config).catch((error: unknown) => {
    log.warn({ err: error }, 'could not read the demo store profile; using defaults');
    return undefined;
  });
  stores.save({
    store_hash: config.DEMO_STORE_HASH,
    accessToken: config.PLATFORM_DEMO_TOKEN,
    name: profile?.name ?? 'Demo store',
    currency: profile?.currency ?? 'USD',
    timezone_name: profile?.timezone?.name ?? 'UTC',
  });
  stores.link(user.id, config.DEMO_STORE_HASH);
}

async function readStoreProfile(config: ServerConfig) {
  const url = new URL(
    `stores/${config.DEMO_STORE_HASH}/v2/store`,
    `${config.PLATFORM_URL.replace(/\/$/, '')}/`,
  );
  const response = await fetch(url, {
    headers: { accept: 'application/json', 'x-auth-token': config.PLATFORM_DEMO_TOKEN },
  });
  if (!response.ok) throw new Error(`store profile answered ${response.status}`);
  return (await response.json()) as {
    name?: string;
    currency?: string;
    timezone?: { name?: string };
  };
}
