import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed.js';
import {
  freePort,
  startApp,
  startEmulator,
  type AppUnderTest,
  type Emulator,
} from './testing/harness.js';

/** The embedded default's start: registered with the emulator, installed into the demo store. */
let emulator: Emulator;
let first: AppUnderTest | undefined;

beforeAll(async () => {
  emulator = await startEmulator();
}, 60_000);
afterAll(async () => {
  await first?.close();
  await emulator?.close();
});

const seed = (app: AppUnderTest) =>
  seedDemo(app.config, { users: app.users, stores: app.stores, log: app.app.log });
const sealedToken = async (app: AppUnderTest) =>
  (
    await app.rows<{ access_token: string }>(
      "SELECT access_token FROM stores WHERE store_hash = 'demo'",
    )
  )[0]?.access_token;

/** The demo user's browser: the app's page (for the CSRF token), then the login. */
async function signInDemoUser(app: AppUnderTest) {
  const page = await fetch(`${app.url}/`);
  let cookie = page.headers.getSetCookie()[0]!.split(';')[0]!;
  let csrf = /name="csrf-token" content="([^"]+)"/.exec(await page.text())![1]!;
  const login = await fetch(`${app.url}/api/users/sessions`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: app.config.DEMO_USER_EMAIL,
      password: app.config.DEMO_USER_PASSWORD,
    }),
  });
  expect(login.status).toBe(200);
  cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  csrf = login.headers.get('x-csrf-token')!;
  return (method: string, path: string, body?: unknown) =>
    fetch(`${app.url}${path}`, {
      method,
      headers: {
        cookie,
        'x-csrf-token': csrf,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
}

describe('the embedded install on start', () => {
  it('installs the app into the demo store: its own token, sealed, working on the emulator', async () => {
    first = await startApp({ platformUrl: emulator.url });
    expect(await seed(first)).toBe('installed');

    const token = emulator.appToken('demo', first.config.APP_CLIENT_ID);
    expect(token).toBeDefined();
    expect(token).not.toBe('demo-token');
    expect(await sealedToken(first)).toMatch(/^v1:/);
    expect(await sealedToken(first)).not.toContain(token);
    const store = await first.stores.find('demo');
    expect(store).toMatchObject({
      accessToken: token,
      active: true,
      name: 'Metafield Studio Demo',
    });
    expect(store?.installedAt).not.toBeNull();

    const profile = await fetch(`${emulator.url}/stores/demo/v2/store`, {
      headers: { 'x-auth-token': store!.accessToken },
    });
    expect(profile.status).toBe(200);
  });

  it('installs into the starter store too, and puts demo on an Enterprise trial, starter on the lower plan', async () => {
    const starterToken = emulator.appToken('starter', first!.config.APP_CLIENT_ID);
    expect(starterToken).toBeDefined();
    expect(await first!.stores.find('starter')).toMatchObject({
      accessToken: starterToken,
      plan: 'standard',
      plan_features: [],
      on_trial: false,
    });
    const demo = (await first!.stores.find('demo'))!;
    expect(demo).toMatchObject({ plan: 'enterprise', on_trial: true });
    const days = (Date.parse(demo.trial_ends_at!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('keeps the demo user linked, and what they create through the gateway is the app’s', async () => {
    const call = await signInDemoUser(first!);
    const stores = (await (await call('GET', '/api/stores')).json()) as { data: unknown[] };
    expect(stores.data).toEqual([
      expect.objectContaining({ store_hash: 'demo', active: true, plan: 'enterprise' }),
      expect.objectContaining({ store_hash: 'starter', active: true, plan: 'standard' }),
    ]);

    const [product] = emulator.rows<{ id: number }>(
      "SELECT id FROM products WHERE store_hash = 'demo' ORDER BY id LIMIT 1",
    );
    const created = await call(
      'POST',
      `/bc-api/stores/demo/v3/catalog/products/${product!.id}/metafields`,
      {
        namespace: 'install-test',
        key: 'owned-by',
        value: 'app',
        permission_set: 'app_only',
      },
    );
    expect(created.status).toBe(200);
    const [metafield] = emulator.rows<{ owner_client_id: string }>(
      "SELECT owner_client_id FROM metafields WHERE namespace = 'install-test'",
    );
    expect(metafield?.owner_client_id).toBe(first!.config.APP_CLIENT_ID);
  });

  it('does not install again on a second start', async () => {
    const before = {
      sealed: await sealedToken(first!),
      token: emulator.appToken('demo', first!.config.APP_CLIENT_ID),
    };
    const dataDir = first!.dataDir;
    await first!.close({ keepData: true });
    first = await startApp({ platformUrl: emulator.url, dataDir });
    const trialEndsAt = (await first.stores.find('demo'))!.trial_ends_at;
    expect(await seed(first)).toBe('already-installed');
    expect(await sealedToken(first)).toBe(before.sealed);
    // The trial started on the first start, and a later start leaves it.
    expect((await first.stores.find('demo'))!.trial_ends_at).toBe(trialEndsAt);
    expect(emulator.appToken('demo', first.config.APP_CLIENT_ID)).toBe(before.token);
  });

  it('keeps an earlier install’s token when the emulator cannot be reached', async () => {
    const before = await sealedToken(first!);
    const dataDir = first!.dataDir;
    await first!.close({ keepData: true });
    first = await startApp({ platformUrl: `http://127.0.0.1:${await freePort()}`, dataDir });
    expect(await seed(first)).toBe('unavailable');
    expect(await sealedToken(first)).toBe(before);
  });

  it('installs again when the emulator no longer accepts the stored token', async () => {
    const dataDir = first!.dataDir;
    await first!.close({ keepData: true });
    first = await startApp({ platformUrl: emulator.url, dataDir });
    const stale = (await first.stores.find('demo'))!.accessToken;
    // The emulator's data was reset (here: the token revoked behind the app's back).
    emulator.rows(
      'DELETE FROM app_tokens WHERE client_id = ? RETURNING 1',
      first.config.APP_CLIENT_ID,
    );
    expect(await seed(first)).toBe('installed');
    const fresh = (await first.stores.find('demo'))!.accessToken;
    expect(fresh).not.toBe(stale);
    expect(fresh).toBe(emulator.appToken('demo', first.config.APP_CLIENT_ID));
  });

  it('falls back to PLATFORM_DEMO_TOKEN, sealed, when the emulator cannot be reached at all', async () => {
    const offline = await startApp({ platformUrl: `http://127.0.0.1:${await freePort()}` });
    try {
      expect(await seed(offline)).toBe('unavailable');
      expect(await offline.stores.find('demo')).toMatchObject({
        accessToken: 'demo-token',
        name: 'Demo store',
        installedAt: null,
        active: true,
      });
      expect(await sealedToken(offline)).toMatch(/^v1:/);
      const call = await signInDemoUser(offline);
      const stores = (await (await call('GET', '/api/stores')).json()) as { data: unknown[] };
      expect(stores.data).toEqual([
        expect.objectContaining({ store_hash: 'demo' }),
        expect.objectContaining({ store_hash: 'starter' }),
      ]);
      expect(await offline.stores.find('starter')).toMatchObject({ accessToken: 'starter-token' });
    } finally {
      await offline.close();
    }
  });

  it('falls back too when the emulator refuses the registration (a wrong admin key)', async () => {
    const refused = await startApp({
      platformUrl: emulator.url,
      env: { PLATFORM_ADMIN_KEY: 'not-the-key', APP_CLIENT_ID: 'another-client' },
    });
    try {
      expect(await seed(refused)).toBe('unavailable');
      expect(await refused.stores.find('demo')).toMatchObject({
        accessToken: 'demo-token',
        installedAt: null,
      });
      expect(emulator.rows('SELECT 1 FROM apps WHERE client_id = ?', 'another-client')).toEqual([]);
    } finally {
      await refused.close();
    }
  });
});
