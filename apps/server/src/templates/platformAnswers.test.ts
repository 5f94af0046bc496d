import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import {
  errorAnswer,
  platformOf,
  recordUrl,
  setUpWithPlatform,
} from './testing/recordTestSetup.js';
import { createTemplate, oneSchema, setUp, templatesUrl } from './testing/testSetup.js';

describe("a template's live metafield count", () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('answers metafield_count, counted on the platform for the type, namespace and key', async () => {
    const platform = platformOf(emulator);
    const { browser } = await setUpWithPlatform(emulator);
    const template = await createTemplate(
      browser,
      { name: 'Count', namespace: 'count-test', meta_key: 'n' },
      'product',
      'demo',
    );
    const url = `${templatesUrl('product', 'demo')}/${template.id}`;
    const read = async () => oneSchema.parse((await browser.request('GET', url)).json()).data;
    expect(await read()).toEqual({ ...template, metafield_count: 0 });

    const [one, two] = await platform.ids('catalog/products?limit=2');
    const [brand] = await platform.ids('catalog/brands?limit=1');
    for (const resource_id of [one, two]) {
      await platform.add('catalog/products', {
        resource_id,
        namespace: 'count-test',
        key: 'n',
        value: 'v',
      });
    }
    // Another key, and the same key on another type, are not the template's.
    await platform.add('catalog/products', {
      resource_id: one,
      namespace: 'count-test',
      key: 'm',
      value: 'v',
    });
    await platform.add('catalog/brands', {
      resource_id: brand,
      namespace: 'count-test',
      key: 'n',
      value: 'v',
    });
    expect((await read()).metafield_count).toBe(2);
  });

  it('leaves the count out when the platform cannot answer', async () => {
    const { browser } = await setUp({ PLATFORM_URL: `http://127.0.0.1:${await freePort()}` });
    const template = await createTemplate(browser, { name: 'Count', meta_key: 'n' });
    const response = await browser.request('GET', `${templatesUrl()}/${template.id}`);
    expect(response.statusCode).toBe(200);
    expect(oneSchema.parse(response.json()).data).toEqual(template);
  });
});

describe('record metafields when the platform fails', () => {
  let status = 200;
  const platform = http.createServer((_request, response) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      'retry-after': '7',
      'x-rate-limit-requests-left': '0',
    });
    response.end(JSON.stringify({ status, title: 'Too many requests' }));
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    status = 200;
  });
  afterAll(async () => {
    await new Promise((resolve) => platform.close(resolve));
  });

  it("passes a 429 on with the platform's rate-limit headers", async () => {
    const { server, browser } = await setUp({ PLATFORM_URL: url });
    await server.addStore('demo', { accessToken: 'demo-token' });
    await server.stores.setPlan('demo', 'premium');
    status = 429;
    const response = await browser.request('GET', recordUrl('product', 1));
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.headers['x-rate-limit-requests-left']).toBe('0');
    expect(errorAnswer.parse(response.json()).error).toBe('rate_limited');
  });

  it('answers 502 for a platform error', async () => {
    const { server, browser } = await setUp({ PLATFORM_URL: url });
    await server.addStore('demo', { accessToken: 'demo-token' });
    await server.stores.setPlan('demo', 'premium');
    status = 503;
    const response = await browser.request('PUT', `${recordUrl('product', 1)}/5`, { value: 'x' });
    expect(response.statusCode).toBe(502);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});
