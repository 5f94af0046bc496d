import {
  platformRequest,
  platformUrl,
  type PlatformHttpRequest,
  type PlatformHttpResponse,
} from '../platformClient/transport.js';
import { callbackUrls } from './appUrl.js';
import { authCallbackQuery, completeInstall, type InstallDeps } from './install.js';
import { InstallError, tokenWorks } from './platformApi.js';
import { registrationBody } from './registration.js';

/** The emulator's own endpoints answer on loopback; a few seconds is plenty. */
const EMULATOR_TIMEOUT_MS = 5_000;

export type EmbeddedInstallOutcome = 'installed' | 'already-installed' | 'unavailable';

class EmulatorError extends Error {}

async function emulatorCall(request: PlatformHttpRequest): Promise<PlatformHttpResponse> {
  try {
    return await platformRequest({ ...request, timeoutMs: EMULATOR_TIMEOUT_MS });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new EmulatorError(`${request.url.href}: ${reason}`);
  }
}

/** `PUT /emulator/apps/{client_id}`: the app's profile, as a developer registers it. */
export async function registerWithEmulator({ config }: Pick<InstallDeps, 'config'>): Promise<void> {
  const response = await emulatorCall({
    method: 'PUT',
    url: platformUrl(
      config.PLATFORM_URL,
      `emulator/apps/${encodeURIComponent(config.APP_CLIENT_ID)}`,
    ),
    headers: { 'content-type': 'application/json', 'x-emulator-key': config.PLATFORM_ADMIN_KEY },
    body: JSON.stringify(registrationBody(config)),
  });
  if (response.status < 200 || response.status >= 300) {
    const text = response.body.toString('utf8');
    throw new EmulatorError(`registration answered ${response.status}: ${text}`);
  }
}

/**
 * Installs as a merchant would: posts the control panel's install form for the store (the
 * owner consenting) and follows its redirect to the auth callback, server-side, through the
 * same code exchange `/auth` performs.
 */
async function installAsMerchant(deps: InstallDeps, storeHash: string): Promise<void> {
  const { config } = deps;
  const form = platformUrl(
    config.PLATFORM_URL,
    `manage/stores/${encodeURIComponent(storeHash)}/apps/${encodeURIComponent(config.APP_CLIENT_ID)}/install`,
  );
  // The form's 303 is read, not followed: it names our own auth callback.
  const response = await emulatorCall({
    method: 'POST',
    url: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirects: 'return',
  });
  const location = response.headers.get('location');
  if (response.status !== 303 || location === null) {
    throw new EmulatorError(`the install form answered ${response.status}`);
  }
  const callback = new URL(location);
  if (`${callback.origin}${callback.pathname}` !== callbackUrls(config).auth) {
    throw new EmulatorError(
      `the install form sent the browser to ${callback.origin}${callback.pathname}`,
    );
  }
  const query = authCallbackQuery.safeParse(Object.fromEntries(callback.searchParams));
  if (!query.success) throw new EmulatorError('the auth callback query is incomplete');
  await completeInstall(deps, query.data);
}

/**
 * The embedded default (`PLATFORM_EMULATOR`): registers the app with the emulator and, unless
 * the store already holds a working token from an earlier install, installs it there. When the
 * emulator cannot be reached or refuses, says so and leaves the store as it is.
 */
export async function installEmbeddedDefault(
  deps: InstallDeps,
  storeHash: string,
): Promise<EmbeddedInstallOutcome> {
  const { config, stores, log } = deps;
  try {
    await registerWithEmulator(deps);
    const store = await stores.find(storeHash);
    if (
      store?.installedAt &&
      store.active &&
      (await tokenWorks(config, storeHash, store.accessToken))
    ) {
      return 'already-installed';
    }
    await installAsMerchant(deps, storeHash);
    log.info({ storeHash, clientId: config.APP_CLIENT_ID }, 'installed the app into a demo store');
    return 'installed';
  } catch (error) {
    if (!(error instanceof EmulatorError || error instanceof InstallError)) throw error;
    log.warn(
      { err: error, storeHash, platformUrl: config.PLATFORM_URL },
      'could not install the app into a demo store through the platform emulator',
    );
    return 'unavailable';
  }
}
