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
/** A valid API token of the same store: it must not stand in for the CSRF token. */
let apiToken: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.addStore('demo');
  await server.stores.setPlan('demo', 'enterprise');
  browser = await server.signedInBrowser();
  apiToken = (await server.apiTokens.create('demo', 'CSRF suite')).token;
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

  /** A write of the signed-in browser (its cookie) with these extra headers. */
  const withCookie = (route: { method: string; url: string }, headers: Record<string, string>) =>
    server.app.inject({
      method: route.method as 'POST' | 'PUT' | 'DELETE',
      url: concrete(route.url),
      headers: { cookie: browser.cookie, ...headers },
      payload: {},
    });

  const wrongTokens = () => [
    // Another session's token would look like this: well-formed, but not this session's.
    `${browser.csrfToken.slice(0, -1)}${browser.csrfToken.endsWith('A') ? 'B' : 'A'}`,
    'x',
    '',
  ];

  it('refuses each with a wrong token: 403 csrf', async () => {
    for (const route of server.routes.filter((entry) => writes.has(entry.method))) {
      for (const token of wrongTokens()) {
        const response = await withCookie(route, { 'x-csrf-token': token });
        expect({ route, token, status: response.statusCode, error: response.json().error }).toEqual(
          { route, token, status: 403, error: 'csrf' },
        );
      }
    }
  });

  it('refuses each with the cookie and a valid API token but no or a wrong CSRF token', async () => {
    // A browser sends the cookie on a forged request; the bearer token must not excuse it.
    for (const route of server.routes.filter((entry) => writes.has(entry.method))) {
      for (const csrf of [undefined, ...wrongTokens()]) {
        const response = await withCookie(route, {
          authorization: `Bearer ${apiToken}`,
          ...(csrf !== undefined && { 'x-csrf-token': csrf }),
        });
        expect({ route, csrf, status: response.statusCode, error: response.json().error }).toEqual({
          route,
          csrf,
          status: 403,
          error: 'csrf',
        });
      }
    }
  });

  it('takes the API token alone, without a cookie (no browser can forge that)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/stores/demo/custom-objects',
      headers: { authorization: `Bearer ${apiToken}` },
      payload: { name: 'Made by a token' },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('lets the same requests through with the token (the refusal was the CSRF check)', async () => {
    const response = await browser.request('POST', '/api/stores/demo/api-tokens', {
      name: 'CI',
    });
    expect(response.statusCode).toBe(201);
  });
});
