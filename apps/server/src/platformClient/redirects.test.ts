import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { platformIdsFound } from '../customResources/platformRefs.js';
import { exchangeCode, readStoreProfile, tokenWorks } from '../platformApp/platformApi.js';
import { createDavClient } from '../webdav/davClient.js';
import { platformGraphql } from './graphql.js';
import { platformJson } from './json.js';
import { callPlatform } from './rest.js';
import { PlatformRedirected, platformRequest } from './transport.js';

/**
 * A platform that answers every request with a redirect to another server, which must never
 * be called: following the redirect would hand it the store's token, the client secret or the
 * WebDAV password the request carries.
 */
const token = 'store-token-never-to-leave';
let elsewhere: http.Server;
let elsewhereUrl: string;
const reachedElsewhere: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders }> =
  [];
let platform: http.Server;
let platformUrl: string;
let redirectStatus = 302;

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  elsewhere = http.createServer((request, response) => {
    reachedElsewhere.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
  });
  elsewhereUrl = await listen(elsewhere);
  platform = http.createServer((request, response) => {
    request.resume();
    response.writeHead(redirectStatus, { location: `${elsewhereUrl}${request.url ?? '/'}` }).end();
  });
  platformUrl = await listen(platform);
});
afterAll(async () => {
  await new Promise((resolve) => platform.close(resolve));
  await new Promise((resolve) => elsewhere.close(resolve));
});
beforeEach(() => {
  reachedElsewhere.length = 0;
  redirectStatus = 302;
});

const store = { store_hash: 'demo', accessToken: token };
const config = () =>
  readConfig({ DATA_DIR: '/tmp/unused', PLATFORM_URL: platformUrl, LOG_LEVEL: 'silent' });

describe('calls to the platform never follow a redirect', () => {
  it('the stub does redirect: plain fetch would carry the token to the other server', async () => {
    await fetch(`${platformUrl}/stores/demo/v2/store`, { headers: { 'x-auth-token': token } });
    expect(reachedElsewhere).toEqual([
      expect.objectContaining({ headers: expect.objectContaining({ 'x-auth-token': token }) }),
    ]);
  });

  it.each([301, 302, 303, 307, 308])('platformRequest refuses a %i', async (status) => {
    redirectStatus = status;
    const call = platformRequest({
      url: new URL(`${platformUrl}/stores/demo/v2/store`),
      method: 'POST',
      headers: { 'x-auth-token': token },
      body: '{}',
    });
    await expect(call).rejects.toBeInstanceOf(PlatformRedirected);
    await expect(call).rejects.toMatchObject({ status: 502, redirectStatus: status });
    expect(reachedElsewhere).toEqual([]);
  });

  it('the gateway and the routes’ and jobs’ platform calls answer 502', async () => {
    const url = new URL(`${platformUrl}/stores/demo/v3/catalog/products`);
    await expect(callPlatform({ method: 'GET', url, accessToken: token })).rejects.toMatchObject({
      status: 502,
    });
    const platformStore = { storeHash: 'demo', accessToken: token, platformUrl, clientId: 'app' };
    await expect(
      platformJson(platformStore, {
        method: 'PUT',
        path: 'v3/catalog/products/metafields',
        body: [],
      }),
    ).rejects.toMatchObject({ status: 502 });
    expect(reachedElsewhere).toEqual([]);
  });

  it('App Extensions’ GraphQL answers 502 and the reference check cannot tell', async () => {
    await expect(
      platformGraphql(platformUrl, store, { query: '{ store { name } }' }, z.unknown()),
    ).rejects.toMatchObject({ status: 502 });
    expect(await platformIdsFound(platformUrl, store, 'product', [1, 2])).toBeUndefined();
    expect(reachedElsewhere).toEqual([]);
  });

  it('WebDAV keeps its password: the upload fails', async () => {
    const dav = createDavClient(`${platformUrl}/stores/demo/dav/`, {
      username: 'files@demo.example',
      password: 'dav-password',
    });
    await expect(dav.put(['a.png'], Buffer.from('x'), 'image/png')).rejects.toMatchObject({
      status: 502,
    });
    await expect(dav.makeFolder(['content'])).rejects.toMatchObject({ status: 502 });
    expect(reachedElsewhere).toEqual([]);
  });

  it('installing keeps the client secret and the new token: the install fails', async () => {
    redirectStatus = 307;
    const grant = { code: 'code', scope: 'store_v2_products', context: 'stores/demo' };
    await expect(exchangeCode(config(), grant)).rejects.toMatchObject({ status: 502 });
    await expect(readStoreProfile(config(), 'demo', token)).rejects.toMatchObject({ status: 502 });
    await expect(tokenWorks(config(), 'demo', token)).rejects.toMatchObject({ status: 502 });
    expect(reachedElsewhere).toEqual([]);
  });
});
