import { callbackUrls } from './appUrl.js';
import { authCallbackQuery, completeInstall, type InstallDeps } from './install.js';
import { InstallError, tokenWorks } from './platformApi.js';
import { registrationBody } from './registration.js';

/** The emulator's own endpoints answer on loopback; a few seconds is plenty. */
const EMULATOR_TIMEOUT_MS = 5_000;

export type EmbeddedInstallOutcome = 'installed' | 'already-installed' | 'unavailable';

class EmulatorError extends Error {}

async function emulatorCall(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(EMULATOR_TIMEOUT_MS) });
  } catch (error) {
    throw new EmulatorError(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** `PUT /emulator/apps/{client_id}`: the app's profile, as a developer registers it. */
export async function registerWithEmulator({ config }: Pick<InstallDeps, 'config'>): Promise<void> {
  const response = await emulatorCall(
    `${config.PLATFORM_URL.replace(/(?<!\/)\/+$/, '')}/emulator/apps/${encodeURIComponent(config.APP_CLIENT_ID)}`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-emulator-key': config.PLATFORM_ADMIN_KEY },
      body: JSON.stringify(registrationBody(config)),
    },
  );
  if (!response.ok) {
    throw new EmulatorError(`registration answered ${response.status}: ${await response.text()}`);
  }
}

/**
 * Installs as a merchant would: posts the control panel's install form for the store (the
 * owner consenting) and follows its redirect to the auth callback, server-side, through the
 * same code exchange `/auth` performs.
 */
async function installAsMerchant(deps: InstallDeps, storeHash: string): Promise<void> {
  const { config } = deps;
  const form = `${config.PLATFORM_URL.replace(/(?<!\/)\/+$/, '')}/manage/stores/${storeHash}/apps/${encodeURIComponent(config.APP_CLIENT_ID)}/install`;
  const response = await emulatorCall(form, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  await response.body?.cancel();
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
    const store = stores.find(storeHash);
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
