import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browse,
  loadUrlFrom,
  startEmulator,
  type Emulator,
} from '../platformApp/testing/harness.js';
import { OFFERED_EXTENSIONS } from './catalogue.js';
import { platformExtensions } from './platformExtensions.js';
import {
  startExtensionsApp,
  type ExtensionsApp,
  type HttpBrowser,
} from './testing/extensionsHarness.js';

/** App Extensions against the real emulator: what the platform holds is the truth. */
let emulator: Emulator;
let app: ExtensionsApp;
let browser: HttpBrowser;

beforeAll(async () => {
  emulator = await startEmulator();
  app = await startExtensionsApp(emulator);
  browser = await app.browserFor('demo');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await emulator?.close();
});

interface Item {
  id: string;
  model: string;
  url: string;
  enabled: boolean;
}
const list = async () => {
  const answer = await browser.request('GET', '/stores/demo/app-extensions');
  expect(answer.status).toBe(200);
  return answer.body.data as Item[];
};
/** The app's extensions in the emulator's own table. */
const onPlatform = (storeHash = 'demo') =>
  emulator.rows<{ model: string; url: string; label_default: string }>(
    'SELECT model, url, label_default FROM app_extensions WHERE store_hash = ? AND client_id = ? ORDER BY id',
    storeHash,
    app.config.APP_CLIENT_ID,
  );
const put = (id: string, body: unknown, options?: { csrf?: boolean }) =>
  browser.request('PUT', `/stores/demo/app-extensions/${id}`, body, options);

describe('GET /stores/{hash}/app-extensions', () => {
  it('lists the offered extensions, all on after the install registered them', async () => {
    const items = await list();
    expect(items.map((item) => [item.id, item.model, item.url, item.enabled])).toEqual([
      ['product-metafields', 'PRODUCTS', '/app-extension/products/${id}', true],
      ['order-metafields', 'ORDERS', '/app-extension/orders/${id}', true],
      ['customer-metafields', 'CUSTOMERS', '/app-extension/customers/${id}', true],
    ]);
    expect(onPlatform('other')).toHaveLength(3);
  });

  it('is not under /api', async () => {
    expect((await browser.request('GET', '/api/stores/demo/app-extensions')).status).toBe(404);
  });

  it('answers 404 for a store the user is not linked to, and 401 without a session', async () => {
    const other = await browser.request('GET', '/stores/other/app-extensions');
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Unable to access store');
    const anonymous = await fetch(`${app.url}/stores/demo/app-extensions`, {
      headers: { accept: 'application/json' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('PUT /stores/{hash}/app-extensions/{id}', () => {
  // Each case starts from a store with every extension off, as a merchant can leave it.
  beforeAll(async () => {
    for (const storeHash of ['demo', 'other']) {
      const platform = platformExtensions(
        app.config.PLATFORM_URL,
        (await app.stores.find(storeHash))!,
      );
      for (const extension of await platform.list()) await platform.delete(extension.id);
    }
    expect((await list()).every((item) => !item.enabled)).toBe(true);
  });

  it('enabling registers the panel on the platform, once', async () => {
    const answer = await put('product-metafields', { enabled: true });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: 'product-metafields', enabled: true });
    expect(onPlatform()).toEqual([
      { model: 'PRODUCTS', url: '/app-extension/products/${id}', label_default: 'Metafields' },
    ]);
    // Again: still one registration.
    expect((await put('product-metafields', { enabled: true })).status).toBe(200);
    expect(onPlatform()).toHaveLength(1);
    expect((await list()).find((item) => item.id === 'product-metafields')?.enabled).toBe(true);
  });

  it('opens from the control panel’s product page at the admin app’s extension screen', async () => {
    const [product] = emulator.rows<{ id: number }>(
      "SELECT id FROM products WHERE store_hash = 'demo' ORDER BY id LIMIT 1",
    );
    const [extension] = emulator.rows<{ id: number }>(
      'SELECT id FROM app_extensions WHERE store_hash = ? AND client_id = ?',
      'demo',
      app.config.APP_CLIENT_ID,
    );
    const page = `/manage/stores/demo/products/${product!.id}/edit`;
    expect(await (await fetch(`${emulator.url}${page}`)).text()).toContain('Metafields');
    const frame = await loadUrlFrom(emulator, `${page}?extension=${extension!.id}`);
    const load = await browse(frame);
    expect(load.status).toBe(302);
    expect(load.location).toBe(`/stores/demo/app-extension/products/${product!.id}`);
  });

  it('disabling removes it from the platform', async () => {
    const answer = await put('product-metafields', { enabled: false });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: 'product-metafields', enabled: false });
    expect(onPlatform()).toEqual([]);
    expect((await list()).every((item) => !item.enabled)).toBe(true);
  });

  it('surfaces the platform’s two-per-model limit as a 422 with its message', async () => {
    const store = (await app.stores.find('demo'))!;
    const platform = platformExtensions(app.config.PLATFORM_URL, store);
    // Two other PRODUCTS extensions of the app fill the platform's limit.
    for (const url of ['/one/${id}', '/two/${id}']) {
      await platform.create({ ...OFFERED_EXTENSIONS[0]!, url });
    }
    const answer = await put('product-metafields', { enabled: true });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('platform_rejected');
    expect(answer.body.message).toMatch(/limit of 2 App Extensions per app, per model/);
    expect(onPlatform().map((row) => row.url)).toEqual(['/one/${id}', '/two/${id}']);
    for (const extension of await platform.list()) await platform.delete(extension.id);
  });

  it('answers 404 for an extension the app does not offer', async () => {
    const answer = await put('nope', { enabled: true });
    expect(answer.status).toBe(404);
    expect(onPlatform()).toEqual([]);
  });

  it('answers 422 for a body without a boolean enabled', async () => {
    for (const body of [{}, { enabled: 'yes' }]) {
      const answer = await put('order-metafields', body);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toHaveProperty('enabled');
    }
    expect(onPlatform()).toEqual([]);
  });

  it('refuses a write without the CSRF token', async () => {
    const answer = await put('order-metafields', { enabled: true }, { csrf: false });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('csrf');
    expect(onPlatform()).toEqual([]);
  });

  it('answers 404 for another store, and leaves it alone', async () => {
    const answer = await browser.request('PUT', '/stores/other/app-extensions/order-metafields', {
      enabled: true,
    });
    expect(answer.status).toBe(404);
    expect(onPlatform('other')).toEqual([]);
  });
});
