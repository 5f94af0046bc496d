import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod';
import { OFFERED_EXTENSIONS } from '../appExtensions/catalogue.js';
import { registerOfferedExtensions } from '../appExtensions/platformExtensions.js';
import type { ServerConfig } from '../config.js';
import type { PlatformUser, Stores } from '../stores/stores.js';
import { exchangeCode, readStoreProfile } from './platformApi.js';
import { APP_SCOPES } from './registration.js';

/** The auth callback's query (guide-auth.mdx); other parameters the platform adds are ignored. */
export const authCallbackQuery = z.object({
  code: z.string().min(1).max(512),
  scope: z.string().max(4096),
  context: z.string().regex(/^stores\/[a-z0-9]{1,64}$/),
  account_uuid: z.string().max(100).optional(),
});
export type AuthCallbackQuery = z.infer<typeof authCallbackQuery>;

export interface InstallDeps {
  config: ServerConfig;
  stores: Stores;
  log: FastifyBaseLogger;
}

/**
 * The install, after the merchant consented: exchanges the code for the store's token, saves
 * the store (profile read with that token) and the token sealed, provisions the installing
 * user, linked to the store, and registers the app's App Extensions with the platform (the
 * Metafields panels on products, orders and customers), which the platform shows only once an
 * app registers them. Returns the store and the app's user, for a session to start,
 * and whether that user is new (the moment to offer joining an account with their email).
 * Throws InstallError (400 or 502) with the sentence the merchant sees.
 */
export async function completeInstall(
  { config, stores, log }: InstallDeps,
  query: AuthCallbackQuery,
): Promise<{ storeHash: string; userId: number; created: boolean; platformUser: PlatformUser }> {
  const storeHash = query.context.slice('stores/'.length);
  const grant = await exchangeCode(config, query);
  const granted = new Set(grant.scope.split(/\s+/));
  const missing = APP_SCOPES.filter((scope) => !granted.has(scope));
  // The platform grants what the app's profile lists; a difference means the profile and
  // this code disagree, which a developer must hear about, but the merchant can do nothing.
  if (missing.length > 0)
    log.warn({ storeHash, missing }, 'install granted fewer scopes than the app asks for');

  const profile = await readStoreProfile(config, storeHash, grant.access_token);
  await stores.save(
    {
      store_hash: storeHash,
      name: profile.name,
      accessToken: grant.access_token,
      currency: profile.currency,
      timezone_name: profile.timezone.name,
    },
    { scope: grant.scope, accountUuid: grant.account_uuid ?? query.account_uuid ?? null },
  );
  const platformUser = {
    storeHash,
    platformUserId: grant.user.id,
    email: grant.user.email,
    isOwner: grant.user.id === grant.owner.id,
  };
  const { userId, created } = await stores.provisionPlatformUser(platformUser);
  // The panels are a convenience: a platform that refuses them must not undo the install,
  // and the merchant can still turn them on in the app's settings.
  try {
    await registerOfferedExtensions(
      config.PLATFORM_URL,
      { store_hash: storeHash, accessToken: grant.access_token },
      OFFERED_EXTENSIONS,
    );
  } catch (error) {
    log.warn({ err: error, storeHash }, 'could not register the App Extensions at install');
  }
  log.info({ storeHash }, 'app installed');
  return { storeHash, userId, created, platformUser };
}
