import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import { startTestServer } from '../testing/testServer.js';
import { createObject } from './testing/testSetup.js';
import { addField, fieldErrors, valuesUrl } from './testing/valueTestSetup.js';
import { platformIdsFound } from './platformRefs.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emulator(): Promise<Emulator> {
  const emu = await startEmulator();
  cleanups.push(() => emu.close());
  return emu;
}

/** The app's server on the `demo` store (Enterprise) with the emulator's token for it. */
async function serverOn(platformUrl: string) {
  const server = await startTestServer({ PLATFORM_URL: platformUrl });
  cleanups.push(() => server.close());
  await server.addStore('demo', { accessToken: 'demo-token' });
  await server.stores.setPlan('demo', 'enterprise');
  const browser = await server.signedInBrowser();
  const objectId = await createObject(browser, 'Recipe', 'demo');
  return { browser, objectId };
}

const demo = { store_hash: 'demo', accessToken: 'demo-token' };

describe('platform references', () => {
  it('finds the ids the platform has, for every entity type', async () => {
    const emu = await emulator();
    const paths = {
      product: 'catalog/products',
      category: 'catalog/categories',
      brand: 'catalog/brands',
      page: 'content/pages',
      location: 'inventory/locations',
    };
    for (const [type, path] of Object.entries(paths)) {
      const listed = await fetch(`${emu.url}/stores/demo/v3/${path}?limit=1`, {
        headers: { 'X-Auth-Token': demo.accessToken },
      });
      const first = ((await listed.json()) as { data: { id: number }[] }).data[0]?.id;
      expect(first, type).toEqual(expect.any(Number));
      const found = await platformIdsFound(emu.url, demo, type, [first ?? 0, 987654]);
      expect(found, type).toEqual(new Set([first]));
    }
    // A wrong token or an unknown type cannot tell.
    expect(await platformIdsFound(emu.url, { ...demo, accessToken: 'x' }, 'product', [1])).toBe(
      undefined,
    );
    expect(await platformIdsFound(emu.url, demo, 'constructor', [1])).toBe(undefined);
  });

  it('refuses a value naming a product the platform does not have', async () => {
    const emu = await emulator();
    const { browser, objectId } = await serverOn(emu.url);
    const key = await addField(
      browser,
      objectId,
      { name: 'Products', content_type: 'product', options: { entity_list_type: 'list' } },
      'demo',
    );
    const url = valuesUrl(objectId, 'demo');
    const missing = await browser.request('POST', url, { [key]: [{ id: 1 }, { id: 987654 }] });
    expect(fieldErrors(missing)).toEqual({ [key]: ['The chosen product no longer exists.'] });
    const saved = await browser.request('POST', url, { [key]: [{ id: 1 }, { id: 2 }] });
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it('takes ids on their shape when the platform cannot be reached', async () => {
    const port = await freePort();
    const { browser, objectId } = await serverOn(`http://127.0.0.1:${port}`);
    const key = await addField(browser, objectId, { name: 'Brand', content_type: 'brand' }, 'demo');
    const saved = await browser.request('POST', valuesUrl(objectId, 'demo'), {
      [key]: [{ id: 987654 }],
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });
});
