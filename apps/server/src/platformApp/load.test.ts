import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installEmbeddedDefault } from './embeddedInstall.js';
import { claimsFor, sign, STAFF } from './testing/jwt.js';
import {
  browse,
  sentToErrorPage,
  controlPanelUsers,
  loadUrlFrom,
  startApp,
  startEmulator,
  type AppUnderTest,
  type Emulator,
} from './testing/harness.js';

/** The load callback: from the emulator's control panel, and with payloads signed here. */
let emulator: Emulator;
let app: AppUnderTest;

beforeAll(async () => {
  emulator = await startEmulator();
  app = await startApp({ platformUrl: emulator.url });
  const outcome = await installEmbeddedDefault(
    { config: app.config, stores: app.stores, log: app.app.log },
    'demo',
  );
  expect(outcome).toBe('installed');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await emulator?.close();
});

const appPage = (query = '') =>
  `/manage/stores/demo/apps/${app.config.APP_CLIENT_ID}${query ? `?${query}` : ''}`;
const me = async (cookie: string | undefined) => {
  const response = await fetch(`${app.url}/api/users/me`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, body: (await response.json()) as { data?: { name: string } } };
};
/** A load URL with a payload signed here, with the app's secret unless told. */
const loadWith = (claims: Record<string, unknown>, secret = app.config.APP_CLIENT_SECRET) =>
  `${app.url}/load?signed_payload_jwt=${sign(claims, secret)}`;
const claims = (input: { storeHash?: string; url?: string; user?: typeof STAFF } = {}) =>
  claimsFor({ clientId: app.config.APP_CLIENT_ID, storeHash: 'demo', ...input });

describe('GET /load', () => {
  it('opens the app from the control panel: the owner signed in, at the store', async () => {
    const owner = controlPanelUsers(emulator)[0]!;
    const answer = await browse(await loadUrlFrom(emulator, appPage()));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/stores/demo');
    expect(answer.setCookie).toMatch(/^ms_sid=[\w-]{22}; Path=\/; HttpOnly; SameSite=Lax$/);
    // The platform's word for the email names the account; it is not the account's email.
    expect((await me(answer.cookie)).body.data?.name).toBe(owner.email);
  });

  it('speaks the control panel’s language for the person until they choose their own', async () => {
    const answer = await browse(loadWith(claims({ user: { ...STAFF, locale: 'de-AT' } })));
    expect(answer.status).toBe(302);
    expect((await me(answer.cookie)).body.data).toMatchObject({ language: 'de' });
    const userId = (
      await app.rows<{ user_id: number }>(
        'SELECT user_id FROM platform_users WHERE platform_user_id = ?',
        STAFF.id,
      )
    )[0]!.user_id;
    await app.users.setLanguage(userId, 'ja');
    const again = await browse(loadWith(claims({ user: { ...STAFF, locale: 'fr-FR' } })));
    expect((await me(again.cookie)).body.data).toMatchObject({ language: 'ja' });
    // A locale the app does not speak leaves the choice to the browser.
    await app.run('UPDATE users SET language = NULL WHERE id = ?', userId);
    const unknown = await browse(loadWith(claims({ user: { ...STAFF, locale: 'xx-YY' } })));
    expect((await me(unknown.cookie)).body.data).toMatchObject({ language: null });
  });

  it('maps the deep link of an App Extension to the admin app’s route', async () => {
    const answer = await browse(
      await loadUrlFrom(emulator, appPage('url=/products/12/metafields')),
    );
    expect(answer.location).toBe('/stores/demo/products/12/metafields');
    expect((await me(answer.cookie)).status).toBe(200);
  });

  it('provisions a new control panel user, linked to the store only', async () => {
    const staff = controlPanelUsers(emulator).find((user) => user.role === 'user')!;
    const answer = await browse(await loadUrlFrom(emulator, appPage(`user=${staff.id}`)));
    expect(answer.location).toBe('/stores/demo');
    expect((await me(answer.cookie)).body.data?.name).toBe(staff.email);
    const stores = await fetch(`${app.url}/api/stores`, { headers: { cookie: answer.cookie! } });
    expect(((await stores.json()) as { data: Array<{ store_hash: string }> }).data).toEqual([
      expect.objectContaining({ store_hash: 'demo' }),
    ]);
    expect(
      await app.rows(
        'SELECT platform_user_id, is_owner FROM platform_users WHERE email = ?',
        staff.email,
      ),
    ).toEqual([{ platform_user_id: staff.id, is_owner: 0 }]);
    // The same person loading again is the same app user.
    await browse(await loadUrlFrom(emulator, appPage(`user=${staff.id}`)));
    expect(await app.rows('SELECT id FROM users WHERE name = ?', staff.email)).toHaveLength(1);
  });

  it('renews the session: the browser’s earlier session id stops working', async () => {
    const anonymous = await browse(`${app.url}/`);
    expect(anonymous.cookie).toBeDefined();
    const answer = await browse(loadWith(claims()), anonymous.cookie);
    expect(answer.cookie).toBeDefined();
    expect(answer.cookie).not.toBe(anonymous.cookie);
    expect((await me(answer.cookie)).status).toBe(200);
    const oldId = anonymous.cookie!.slice('ms_sid='.length);
    expect(await app.rows('SELECT id FROM sessions WHERE id = ?', oldId)).toEqual([]);
  });

  it('sends unsafe deep links to the store’s home instead', async () => {
    for (const url of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '/../../account/login',
      'javascript:alert(1)',
    ]) {
      const answer = await browse(loadWith(claims({ url })));
      expect(answer.status, url).toBe(302);
      expect(answer.location, url).toBe('/stores/demo');
    }
    expect((await browse(loadWith(claims({ url: '/products?page=2' })))).location).toBe(
      '/stores/demo/products?page=2',
    );
  });

  it('answers 403 asking to reinstall for a store the app is not installed in', async () => {
    for (const storeHash of ['nowhere', 'other']) {
      const answer = await browse(loadWith(claims({ storeHash })));
      expect(answer.lastError, storeHash).toBe(
        'Metafield Studio is not installed in this store. Please install it again from the Apps page of your control panel.',
      );
      expect(sentToErrorPage(answer, 'install it again'), storeHash).toBe(true);
    }
  });

  it('answers 401 for a payload that fails verification, and 400 without one', async () => {
    const forged = await browse(loadWith(claims(), 'not-the-secret'));
    const badLink = 'This link cannot open Metafield Studio';
    expect(sentToErrorPage(forged, badLink)).toBe(true);
    const expired = await browse(
      loadWith({ ...claims(), exp: Math.floor(Date.now() / 1000) - 3600 }),
    );
    expect(sentToErrorPage(expired, badLink)).toBe(true);
    const otherApp = await browse(loadWith({ ...claims(), aud: 'another-app' }));
    expect(sentToErrorPage(otherApp, badLink)).toBe(true);
    for (const query of ['', '?signed_payload_jwt=', '?signed_payload_jwt=a.b.c']) {
      expect(sentToErrorPage(await browse(`${app.url}/load${query}`), badLink), query).toBe(true);
    }
  });

  it('opens one session per signed payload: a replayed load URL is refused', async () => {
    const url = loadWith(claims({ user: STAFF }));
    expect((await browse(url)).status).toBe(302);
    const replay = await browse(url);
    expect(sentToErrorPage(replay, 'This link cannot open Metafield Studio')).toBe(true);
  });
});
