import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { freePort, startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import { createTemplate, oneSchema, order, setUp, templatesUrl } from './testing/testSetup.js';

const idList = z.object({ data: z.array(z.object({ id: z.number() })) });

describe('deleting a template and its metafields on the platform', () => {
  let emulator: Emulator;
  const platform = (path: string, init: RequestInit = {}) =>
    fetch(`${emulator.url}/stores/demo/v3/${path}`, {
      ...init,
      headers: { 'x-auth-token': 'demo-token', 'content-type': 'application/json' },
    });
  const ids = async (path: string) => idList.parse(await (await platform(path)).json()).data;
  const metafieldsOf = (type: string, namespace: string, key: string) =>
    ids(`${type}/metafields?namespace=${namespace}&key=${key}&limit=250`);

  /** Writes one metafield of this namespace and key on each record. */
  async function addMetafields(
    type: string,
    resourceIds: number[],
    namespace: string,
    key: string,
  ) {
    const response = await platform(`${type}/metafields`, {
      method: 'POST',
      body: JSON.stringify(
        resourceIds.map((resource_id) => ({
          resource_id,
          namespace,
          key,
          value: 'cotton',
          permission_set: 'write',
        })),
      ),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('answers how many metafields it removed, and they are gone', async () => {
    const { server, browser } = await setUp({ PLATFORM_URL: emulator.url });
    await server.addStore('demo', { accessToken: 'demo-token' });
    await server.stores.setPlan('demo', 'premium');
    const products = (await ids('catalog/products?limit=3')).map((row) => row.id);
    const brands = (await ids('catalog/brands?limit=1')).map((row) => row.id);
    expect(products).toHaveLength(3);
    await addMetafields('catalog/products', products, 'care-test', 'wash');
    await addMetafields('catalog/products', products.slice(0, 1), 'care-test', 'dry');
    await addMetafields('catalog/brands', brands, 'care-test', 'wash');

    const template = await createTemplate(
      browser,
      { name: 'Wash', namespace: 'care-test', meta_key: 'wash' },
      'product',
      'demo',
    );
    const url = `${templatesUrl('product', 'demo')}/${template.id}`;
    const response = await browser.request('DELETE', url);
    expect(response.statusCode, response.body).toBe(200);
    expect(oneSchema.parse(response.json()).data).toEqual({ ...template, metafield_count: 3 });

    expect(await metafieldsOf('catalog/products', 'care-test', 'wash')).toEqual([]);
    // Another key, and the same key on another type, are not the template's.
    expect(await metafieldsOf('catalog/products', 'care-test', 'dry')).toHaveLength(1);
    expect(await metafieldsOf('catalog/brands', 'care-test', 'wash')).toHaveLength(1);
    expect((await browser.request('GET', url)).statusCode).toBe(404);

    // A template with no metafields deletes with a count of 0.
    const empty = await createTemplate(
      browser,
      { name: 'None', meta_key: 'none' },
      'product',
      'demo',
    );
    const none = await browser.request('DELETE', `${templatesUrl('product', 'demo')}/${empty.id}`);
    expect(oneSchema.parse(none.json()).data.metafield_count).toBe(0);
  });

  it('answers 502 and deletes nothing when the platform cannot be reached', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const { browser } = await setUp({ PLATFORM_URL: closed });
    const template = await createTemplate(browser, { name: 'Wash', meta_key: 'wash' });
    const response = await browser.request('DELETE', `${templatesUrl()}/${template.id}`);
    expect(response.statusCode).toBe(502);
    expect(await order(browser)).toEqual([['wash', 1]]);
  });

  it('closes the gap in the sort order', async () => {
    const { server, browser } = await setUp({ PLATFORM_URL: emulator.url });
    await server.addStore('demo', { accessToken: 'demo-token' });
    await server.stores.setPlan('demo', 'premium');
    const made = [];
    for (const key of ['a', 'b', 'c']) {
      made.push(await createTemplate(browser, { name: key, meta_key: key }, 'brand', 'demo'));
    }
    const middle = made[1];
    if (!middle) throw new Error('no template made');
    const gone = await browser.request('DELETE', `${templatesUrl('brand', 'demo')}/${middle.id}`);
    expect(gone.statusCode).toBe(200);
    const list = await browser.request('GET', templatesUrl('brand', 'demo'));
    const rows = (list.json() as { templates: Array<{ meta_key: string; sort_order: number }> })
      .templates;
    expect(rows.map((row) => [row.meta_key, row.sort_order])).toEqual([
      ['a', 1],
      ['c', 2],
    ]);
  });
});
