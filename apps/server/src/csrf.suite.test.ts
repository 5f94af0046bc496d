import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Browser } from './testing/testServer.js';

/**
 * Every state-changing route the server registers, now and later, refuses a signed-in
 * browser's request without the CSRF token: the suite walks the registered routes rather than
 * a list kept by hand, so a new route is covered the day it is added.
 */
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  server.addStore('demo');
  server.stores.setPlan('demo', 'enterprise');
  browser = await server.signedInBrowser();
});
afterAll(() => server.close());

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A concrete URL for a route pattern: the signed-in user's store, and id 1 for every id. */
function concrete(url: string): string {
  return url
    .replace(/:(storeHash|store_hash|hash)\b/g, 'demo')
    .replace(/:[A-Za-z_]+/g, '1')
    .replace(/\*$/, 'v3/catalog/products/1/metafields');
}

describe('CSRF on every state-changing route', () => {
  it('finds the write routes of every area', () => {
    const urls = server.routes.filter((route) => writes.has(route.method)).map((r) => r.url);
    for (const expected of [
      '/api/users/sessions',
      '/api/users/password',
      '/bc-api/stores/:storeHash/*',
      '/api/stores/:storeHash/api-tokens',
      '/api/stores/:hash/webdav-settings',
      '/api/stores/:storeHash/custom-objects',
      '/api/stores/:storeHash/metafields/reassign',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it('refuses each without the token, with 403 csrf, whatever the body', async () => {
    const routes = server.routes.filter((route) => writes.has(route.method));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const response = await browser.request(
        route.method as 'POST' | 'PUT' | 'DELETE',
        concrete(route.url),
        {},
        false,
      );
      expect({ route, status: response.statusCode, error: response.json().error }).toEqual({
        route,
        status: 403,
        error: 'csrf',
      });
    }
  });

  it('lets the same requests through with the token (the refusal was the CSRF check)', async () => {
    const response = await browser.request('POST', '/api/stores/demo/api-tokens', {
      name: 'CI',
    });
    expect(response.statusCode).toBe(201);
  });
});
