import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWithEmulator } from './embeddedInstall.js';
import {
  browse,
  sentToErrorPage,
  consent,
  controlPanelUsers,
  freePort,
  startApp,
  startEmulator,
  type AppUnderTest,
  type Emulator,
} from './testing/harness.js';

/** The auth callback against the real emulator: consent there, the code exchange here. */
let emulator: Emulator;
let app: AppUnderTest;

beforeAll(async () => {
  emulator = await startEmulator();
  app = await startApp({ platformUrl: emulator.url });
  await registerWithEmulator({ config: app.config });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await emulator?.close();
});

const clientId = () => app.config.APP_CLIENT_ID;
/** The auth callback URL the control panel sent the browser to, pointed at `base`. */
const onApp = (callback: URL, base = app.url) => `${base}/auth${callback.search}`;

interface StoreRow {
  store_hash: string;
  name: string;
  access_token: string;
  token_encrypted: number;
  currency: string;
  timezone_name: string;
  active: number;
  installed_at: string | null;
  scope: string | null;
  account_uuid: string | null;
}
const storeRow = async (hash: string) =>
  (await app.rows<StoreRow>('SELECT * FROM stores WHERE store_hash = ?', hash))[0];

describe('GET /auth', () => {
  it('registers the app with its callbacks under APP_URL', async () => {
    const [registered] = emulator.rows<{
      auth_callback: string;
      load_callback: string;
      scopes: string;
    }>('SELECT * FROM apps WHERE client_id = ?', clientId());
    expect(registered?.auth_callback).toBe(`${app.url}/auth`);
    expect(registered?.load_callback).toBe(`${app.url}/load`);
    expect(registered?.scopes.split(' ')).toEqual(
      expect.arrayContaining(['store_app_extensions_manage', 'store_v2_products']),
    );
  });

  it('exchanges the code, saves the store with its token sealed, signs the installer in', async () => {
    const callback = await consent(emulator, clientId());
    expect(`${callback.origin}${callback.pathname}`).toBe(`${app.url}/auth`);

    const answer = await browse(onApp(callback));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/stores/demo/installed');
    expect(answer.setCookie).toMatch(/^ms_sid=[\w-]{22}; Path=\/; HttpOnly; SameSite=Lax$/);

    const token = emulator.appToken('demo', clientId());
    const row = await storeRow('demo');
    expect(row).toMatchObject({
      name: 'Metafield Studio Demo',
      token_encrypted: 1,
      active: 1,
      account_uuid: callback.searchParams.get('account_uuid'),
      scope: callback.searchParams.get('scope'),
    });
    expect(row?.currency).toMatch(/^[A-Z]{3}$/);
    expect(row?.installed_at).not.toBeNull();
    expect(row?.access_token).toMatch(/^v1:/);
    expect(row?.access_token).not.toContain(token);
    expect((await app.stores.find('demo'))?.accessToken).toBe(token);

    // Signed in as the store owner who installed, with the store to open.
    const owner = controlPanelUsers(emulator)[0]!;
    const me = await fetch(`${app.url}/api/users/me`, { headers: { cookie: answer.cookie! } });
    // The platform's word for the email names the account; it is not the account's email.
    expect((await me.json()) as unknown).toMatchObject({ data: { name: owner.email } });
    const stores = await fetch(`${app.url}/api/stores`, { headers: { cookie: answer.cookie! } });
    expect((await stores.json()) as unknown).toMatchObject({
      data: [{ store_hash: 'demo', name: 'Metafield Studio Demo', active: true }],
    });
    expect(
      await app.rows('SELECT * FROM platform_users WHERE store_hash = ?', 'demo'),
    ).toMatchObject([{ platform_user_id: owner.id, email: owner.email, is_owner: 1 }]);
  });

  it('registers the Metafields panels with the platform at install, once however often it installs', async () => {
    const extensions = () =>
      emulator.rows<{ model: string; context: string; url: string }>(
        'SELECT model, context, url FROM app_extensions WHERE store_hash = ? AND client_id = ? ORDER BY id',
        'demo',
        clientId(),
      );
    await browse(onApp(await consent(emulator, clientId())));
    const panels = [
      { model: 'PRODUCTS', context: 'PANEL', url: '/app-extension/products/${id}' },
      { model: 'ORDERS', context: 'PANEL', url: '/app-extension/orders/${id}' },
      { model: 'CUSTOMERS', context: 'PANEL', url: '/app-extension/customers/${id}' },
    ];
    expect(extensions()).toEqual(panels);
    await browse(onApp(await consent(emulator, clientId())));
    expect(extensions()).toEqual(panels);
  });

  it('provisions a staff user who installs, and reinstalling keeps one app user per person', async () => {
    const staff = controlPanelUsers(emulator, 'other').find((user) => user.role === 'user')!;
    const first = await browse(onApp(await consent(emulator, clientId(), 'other', staff.id)));
    expect(first.location).toBe('/stores/other/installed');
    const again = await browse(onApp(await consent(emulator, clientId(), 'other', staff.id)));
    expect(again.location).toBe('/stores/other/installed');
    expect(await app.rows('SELECT * FROM users WHERE name = ?', staff.email)).toHaveLength(1);
    expect(
      await app.rows('SELECT * FROM platform_users WHERE store_hash = ?', 'other'),
    ).toMatchObject([{ platform_user_id: staff.id, is_owner: 0 }]);
    // The second install's token replaced the first, here as on the platform.
    expect((await app.stores.find('other'))?.accessToken).toBe(
      emulator.appToken('other', clientId()),
    );
  });

  it('asks a browser signed in as someone else before switching it to the installer', async () => {
    await app.users.create({ email: 'signed-in@example.com', name: 'Signed in', password: 'pw-1' });
    const page = await browse(`${app.url}/`);
    const csrf = /name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const login = await fetch(`${app.url}/api/users/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: page.cookie!, 'x-csrf-token': csrf },
      body: JSON.stringify({ email: 'signed-in@example.com', password: 'pw-1' }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const csrfToken = login.headers.get('x-csrf-token')!;

    const asked = await browse(onApp(await consent(emulator, clientId())), cookie);
    expect(asked.status).toBe(200);
    expect(asked.setCookie).toBeUndefined();
    expect(asked.body).toContain('This browser is signed in to Metafield Studio as Signed in');
    const token = /name="token" value="([^"]+)"/.exec(asked.body)?.[1] ?? '';
    const me = async (c: string) =>
      (
        (await (await fetch(`${app.url}/api/users/me`, { headers: { cookie: c } })).json()) as {
          data: { name: string };
        }
      ).data.name;
    expect(await me(cookie)).toBe('Signed in');

    const next = await fetch(`${app.url}/sign-in/continue`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ token, csrf_token: csrfToken }).toString(),
    });
    expect(next.status).toBe(303);
    expect(next.headers.get('location')).toBe('/stores/demo/installed');
    const switched = next.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(await me(switched)).toBe(controlPanelUsers(emulator)[0]!.email);
  });

  it('answers a page with 400 when the query is incomplete or malformed', async () => {
    const callback = await consent(emulator, clientId());
    for (const drop of ['code', 'context', 'scope']) {
      const query = new URLSearchParams(callback.search);
      query.delete(drop);
      const answer = await browse(`${app.url}/auth?${query}`);
      expect(answer.lastError, drop).toBe(
        'The install link is incomplete. Please install Metafield Studio again from the Apps page of your control panel.',
      );
      expect(sentToErrorPage(answer, 'The install link is incomplete'), drop).toBe(true);
      expect(answer.lastErrorCookie).toMatch(/; Max-Age=60; Path=\/; SameSite=Lax$/);
    }
    const evil = new URLSearchParams(callback.search);
    evil.set('context', 'stores/../../admin');
    const incomplete = 'The install link is incomplete';
    expect(sentToErrorPage(await browse(`${app.url}/auth?${evil}`), incomplete)).toBe(true);
    const twice = await browse(`${app.url}/auth?code=a&code=b&scope=&context=stores/demo`);
    expect(sentToErrorPage(twice, incomplete)).toBe(true);
  });

  it('answers 400 with the platform’s reason when the code is refused (used twice)', async () => {
    const callback = await consent(emulator, clientId());
    expect((await browse(onApp(callback))).status).toBe(302);
    const replay = await browse(onApp(callback));
    expect(replay.lastError).toMatch(
      /^Metafield Studio could not be installed\. .*The code has already been used\./,
    );
    expect(sentToErrorPage(replay, 'The code has already been used.')).toBe(true);
  });

  it('answers 400 when the code was issued for another store than the context says', async () => {
    const callback = await consent(emulator, clientId());
    const query = new URLSearchParams(callback.search);
    query.set('context', 'stores/other');
    const answer = await browse(`${app.url}/auth?${query}`);
    expect(sentToErrorPage(answer, 'The code was not issued for this context.')).toBe(true);
  });

  it('answers 400 when the platform refuses the client secret', async () => {
    const impostor = await startApp({
      platformUrl: emulator.url,
      env: { APP_URL: app.url, APP_CLIENT_SECRET: 'not-the-registered-secret' },
    });
    try {
      const answer = await browse(onApp(await consent(emulator, clientId()), impostor.url));
      expect(sentToErrorPage(answer, 'The client_id or client_secret is not valid.')).toBe(true);
      expect(await impostor.stores.find('demo')).toBeUndefined();
    } finally {
      await impostor.close();
    }
  });

  it('answers 502 when the platform cannot be reached', async () => {
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    const offline = await startApp({ platformUrl: nowhere, env: { APP_URL: app.url } });
    try {
      const answer = await browse(onApp(await consent(emulator, clientId()), offline.url));
      expect(sentToErrorPage(answer, 'The store platform could not be reached.')).toBe(true);
    } finally {
      await offline.close();
    }
  });

  it('answers 502 when the token endpoint fails or answers with something else than a token', async () => {
    const answers = [
      { status: 503, body: '{"error":"unavailable"}' },
      { status: 200, body: '{"ok":true}' },
      { status: 200, body: 'not json' },
    ];
    const login = Fastify();
    let next = 0;
    login.post('/oauth2/token', async (_request, reply) => {
      const answer = answers[next++]!;
      return reply.code(answer.status).type('application/json').send(answer.body);
    });
    const loginUrl = await login.listen({ host: '127.0.0.1', port: 0 });
    const broken = await startApp({
      platformUrl: emulator.url,
      env: { APP_URL: app.url, PLATFORM_LOGIN_URL: loginUrl },
    });
    try {
      for (const answer of answers) {
        const page = await browse(onApp(await consent(emulator, clientId()), broken.url));
        expect(sentToErrorPage(page, 'Metafield Studio could not be installed'), answer.body).toBe(
          true,
        );
      }
      expect(await broken.stores.find('demo')).toBeUndefined();
    } finally {
      await broken.close();
      await login.close();
    }
  });
});
