import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TYPE } from './errors.js';
import { createTestPlatform, DEMO, OTHER, type TestPlatform } from './testing/platform.js';

let platform: TestPlatform;
beforeAll(() => {
  platform = createTestPlatform();
});
afterAll(() => platform.close());

const get = (url: string, token?: string) =>
  platform.app.inject({
    method: 'GET',
    url,
    headers: token === undefined ? {} : { 'x-auth-token': token },
  });

describe('X-Auth-Token on /stores/{store_hash}/…', () => {
  it('guards unknown paths under a store too, then answers 404 with rate-limit headers', async () => {
    expect((await get('/stores/demo/v3/no-such-thing')).statusCode).toBe(401);
    const response = await get('/stores/demo/v3/no-such-thing', DEMO.accessToken);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, type: ERROR_TYPE });
    expect(response.headers['x-rate-limit-requests-quota']).toBe('150');
  });

  it('answers 401 when the header is missing, in the platform error shape', async () => {
    const response = await get('/stores/demo/v3/catalog/products');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      status: 401,
      title: 'No valid credentials were found in this request.',
      type: ERROR_TYPE,
    });
  });

  it('answers 401 for an empty or unknown token, on every store route', async () => {
    expect((await get('/stores/demo/v3/catalog/products', '')).statusCode).toBe(401);
    expect((await get('/stores/demo/v3/catalog/products', 'nope')).statusCode).toBe(401);
    expect((await get('/stores/demo/v2/store', 'nope')).statusCode).toBe(401);
  });

  it("answers 403 for another store's valid token", async () => {
    const response = await get('/stores/demo/v3/catalog/products', OTHER.accessToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, type: ERROR_TYPE, errors: {} });
    expect((await get('/stores/other/v2/store', DEMO.accessToken)).statusCode).toBe(403);
  });

  it('answers 404 for a store hash that does not exist', async () => {
    const response = await get('/stores/nosuchstore/v3/catalog/products', DEMO.accessToken);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      title: 'The store was not found.',
      type: ERROR_TYPE,
    });
  });

  it("lets each store's own token in", async () => {
    expect((await get('/stores/demo/v3/catalog/products', DEMO.accessToken)).statusCode).toBe(200);
    expect((await get('/stores/other/v3/catalog/products', OTHER.accessToken)).statusCode).toBe(
      200,
    );
  });

  it('keeps /health and unknown paths outside the store scope', async () => {
    const health = await get('/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ ok: true });
    const missing = await get('/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, type: ERROR_TYPE });
  });
});
