import type { ServerConfig } from './config.js';
import {
  installEmbeddedDefault,
  type EmbeddedInstallOutcome,
} from './platformApp/embeddedInstall.js';
import type { InstallDeps } from './platformApp/install.js';
import { readStoreProfile } from './platformApp/platformApi.js';
import { lowerPlan } from './storesApi/plans.js';
import type { Users } from './accounts/users.js';

/**
 * The second demo store, on the lower plan, so that gated features show their upgrade
 * messages. The emulator seeds it too (`apps/platform/src/main.ts`); its store-level token is
 * the emulator's `PLATFORM_STARTER_TOKEN` default, used only when the app cannot install itself.
 */
export const starterStore = { storeHash: 'starter', name: 'Starter store' };

/** The demo store's free trial of the Enterprise plan, counted from the first start. */
export const demoTrialDays = 14;

type SeedDeps = Omit<InstallDeps, 'config'> & { users: Users };

/**
 * The embedded default's demo (only with the platform emulator): the app registered with the
 * emulator and installed into the demo stores as a merchant would install it, so each store's
 * token is the app's own; and the demo user, linked to both. `demo` is on the Enterprise plan,
 * on trial; `starter` on the lower plan. Without the emulator, a store falls back to its
 * store-level token. Safe to run on every start: plans set once stay as they are. Returns
 * the demo store's outcome.
 */
export async function seedDemo(
  config: ServerConfig,
  { users, stores, log }: SeedDeps,
  now: Date = new Date(),
): Promise<EmbeddedInstallOutcome> {
  const user =
    (await users.authenticate(config.DEMO_USER_EMAIL, config.DEMO_USER_PASSWORD)) ??
    (await users.create({
      email: config.DEMO_USER_EMAIL,
      name: 'Demo merchant',
      password: config.DEMO_USER_PASSWORD,
    }));

  const deps = { config, stores, log };
  const demo = { storeHash: config.DEMO_STORE_HASH, token: config.PLATFORM_DEMO_TOKEN };
  const outcome = await installOrFallBack(deps, { ...demo, name: 'Demo store' });
  await installOrFallBack(deps, { ...starterStore, token: config.PLATFORM_STARTER_TOKEN });

  const demoStore = await stores.find(demo.storeHash);
  // Only a store that never had a plan: the trial starts once, on the first start.
  if (demoStore && demoStore.plan === lowerPlan && !demoStore.trial_ends_at) {
    const trialEndsAt = new Date(now.getTime() + demoTrialDays * 86_400_000).toISOString();
    await stores.setPlan(demo.storeHash, 'enterprise', { onTrial: true, trialEndsAt });
  }
  await stores.link(user.id, demo.storeHash);
  await stores.link(user.id, starterStore.storeHash);
  return outcome;
}

async function installOrFallBack(
  deps: InstallDeps,
  store: { storeHash: string; token: string; name: string },
): Promise<EmbeddedInstallOutcome> {
  const outcome = await installEmbeddedDefault(deps, store.storeHash);
  // An earlier install's token stays; only a store that never had one gets the static token.
  if (outcome === 'unavailable' && !(await deps.stores.find(store.storeHash))?.installedAt) {
    await saveWithStoreToken(deps, store);
  }
  return outcome;
}

/** The store with the emulator's store-level token, as before the app installed itself. */
async function saveWithStoreToken(
  { config, stores, log }: InstallDeps,
  store: { storeHash: string; token: string; name: string },
) {
  const profile = await readStoreProfile(config, store.storeHash, store.token).catch(
    (error: unknown) => {
      log.warn({ err: error, storeHash: store.storeHash }, 'could not read the store profile');
      return undefined;
    },
  );
  await stores.save({
    store_hash: store.storeHash,
    accessToken: store.token,
    name: profile?.name ?? store.name,
    currency: profile?.currency ?? 'USD',
    timezone_name: profile?.timezone.name ?? 'UTC',
  });
}
