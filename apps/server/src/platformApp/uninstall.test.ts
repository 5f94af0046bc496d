import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installEmbeddedDefault } from './embeddedInstall.js';
import { claimsFor, sign } from './testing/jwt.js';
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

/**
 * The server-to-server callbacks, sent by the emulator's control panel for real (the owner
 * removing a user's access, then uninstalling), and with payloads signed here.
 */
let emulator: Emulator;
let app: AppUnderTest;

beforeAll(async () => {
  emulator = await startEmulator();
  app = await startApp({ platformUrl: emulator.url });
  await installEmbeddedDefault(
    { config: app.config, stores: app.stores, log: app.app.log },
    'demo',
  );
}, 60_000);
afterAll(async () => {
  await app?.close();
  await emulator?.close();
});

const clientId = () => app.config.APP_CLIENT_ID;
/** A control panel form, as its button posts it; answers where the panel goes next. */
async function press(path: string): Promise<string> {
  const response = await fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  return response.headers.get('location') ?? `HTTP ${response.status}`;
}
const storesOf = async (cookie: string | undefined) => {
  const response = await fetch(`${app.url}/api/stores`, { headers: cookie ? { cookie } : {} });
  return ((await response.json()) as { data: Array<{ store_hash: string; active: boolean }> }).data;
};
const callbackLog = () =>
  emulator.rows<{ callback: string; outcome: string; ok: number }>(
    'SELECT callback, outcome, ok FROM app_callback_log ORDER BY id',
  );

describe('GET /remove_user and GET /uninstall', () => {
  it('remove_user unlinks that user from the store, and no one else', async () => {
    const [owner, staff] = controlPanelUsers(emulator);
    if (!owner || !staff) throw new Error('the demo store has an owner and a staff user');
    const staffLoad = await browse(
      await loadUrlFrom(emulator, `/manage/stores/demo/apps/${clientId()}?user=${staff.id}`),
    );
    const ownerLoad = await browse(
      await loadUrlFrom(emulator, `/manage/stores/demo/apps/${clientId()}`),
    );
    expect(await storesOf(staffLoad.cookie)).toHaveLength(1);

    const next = await press(`/manage/stores/demo/apps/${clientId()}/users/${staff.id}/remove`);
    expect(next).toBe('/manage/stores/demo?notice=access-removed');
    expect(callbackLog().at(-1)).toEqual({ callback: 'remove_user', outcome: 'HTTP 204', ok: 1 });

    expect(await storesOf(staffLoad.cookie)).toEqual([]);
    const gateway = await fetch(`${app.url}/bc-api/stores/demo/v3/catalog/products`, {
      headers: { cookie: staffLoad.cookie! },
    });
    expect(gateway.status).toBe(404);
    expect(await storesOf(ownerLoad.cookie)).toHaveLength(1);
    expect(owner.id).not.toBe(staff.id);
  });

  it('uninstall marks the store inactive and forgets its token; /load then asks to reinstall', async () => {
    const ownerLoad = await browse(
      await loadUrlFrom(emulator, `/manage/stores/demo/apps/${clientId()}`),
    );
    const next = await press(`/manage/stores/demo/apps/${clientId()}/uninstall`);
    expect(next).toBe('/manage/stores/demo?notice=uninstalled');
    expect(callbackLog().at(-1)).toEqual({ callback: 'uninstall', outcome: 'HTTP 204', ok: 1 });

    expect(
      await app.rows('SELECT active, access_token FROM stores WHERE store_hash = ?', 'demo'),
    ).toEqual([{ active: 0, access_token: '' }]);
    expect(await storesOf(ownerLoad.cookie)).toEqual([
      expect.objectContaining({ store_hash: 'demo', active: false }),
    ]);
    const load = await browse(
      `${app.url}/load?signed_payload_jwt=${sign(claimsFor({ clientId: clientId(), storeHash: 'demo' }), app.config.APP_CLIENT_SECRET)}`,
    );
    expect(sentToErrorPage(load, 'Metafield Studio is not installed in this store')).toBe(true);
  });

  it('installing again after an uninstall brings the store back, active, with a new token', async () => {
    const installed = await installEmbeddedDefault(
      { config: app.config, stores: app.stores, log: app.app.log },
      'demo',
    );
    expect(installed).toBe('installed');
    expect(await app.stores.find('demo')).toMatchObject({
      active: true,
      accessToken: emulator.appToken('demo', clientId()),
    });
  });

  it('refuses a payload that fails verification (401) or is missing (400), changing nothing', async () => {
    const forged = sign(claimsFor({ clientId: clientId(), storeHash: 'demo' }), 'not-the-secret');
    for (const path of ['/uninstall', '/remove_user']) {
      const refused = await fetch(`${app.url}${path}?signed_payload_jwt=${forged}`);
      expect(refused.status, path).toBe(401);
      expect(await refused.json()).toMatchObject({ error: 'invalid_signed_payload' });
      expect((await fetch(`${app.url}${path}`)).status, path).toBe(400);
    }
    expect((await app.stores.find('demo'))?.active).toBe(true);
  });

  it('answers 204 for a store or user it does not know (the event has happened anyway)', async () => {
    const unknown = sign(
      claimsFor({
        clientId: clientId(),
        storeHash: 'nowhere',
        user: { id: 5, email: 'x@example.com' },
      }),
      app.config.APP_CLIENT_SECRET,
    );
    expect((await fetch(`${app.url}/uninstall?signed_payload_jwt=${unknown}`)).status).toBe(204);
    expect((await fetch(`${app.url}/remove_user?signed_payload_jwt=${unknown}`)).status).toBe(204);
  });
});
