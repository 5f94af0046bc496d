import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../platformApp/testing/harness.js';
import { platformJson } from './json.js';
import { PlatformRedirected, platformRequest, platformUrl, storeUrl } from './transport.js';

/**
 * The client's policy against a real local server: `answer` decides each response, `seen`
 * records what arrived. `stalled` holds answers that never end, released after each test.
 */
type Answer = (request: http.IncomingMessage, response: http.ServerResponse) => void;
let answer: Answer;
const seen: Array<{ method: string; url: string }> = [];
const stalled: http.ServerResponse[] = [];
let platform: http.Server;
let base: string;
let elsewhere: http.Server;
let elsewhereUrl: string;
let reachedElsewhere = 0;

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const json = (response: http.ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

beforeAll(async () => {
  platform = http.createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '' });
    request.resume();
    answer(request, response);
  });
  base = await listen(platform);
  elsewhere = http.createServer((_request, response) => {
    reachedElsewhere += 1;
    json(response, 200, {});
  });
  elsewhereUrl = await listen(elsewhere);
});
afterAll(async () => {
  platform.closeAllConnections();
  await new Promise((resolve) => platform.close(resolve));
  await new Promise((resolve) => elsewhere.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  reachedElsewhere = 0;
  answer = (_request, response) => json(response, 200, { ok: true });
});
afterEach(() => {
  for (const response of stalled.splice(0)) response.destroy();
});

const url = (path: string) => new URL(path, base);
/** The connection is cut before any answer: what a restarting platform or a proxy does. */
const cut: Answer = (request) => request.socket.destroy();

describe('timeout', () => {
  it('a platform that never answers ends in a 504 within the budget', async () => {
    answer = (_request, response) => void stalled.push(response);
    await expect(platformRequest({ url: url('/slow'), timeoutMs: 50 })).rejects.toMatchObject({
      status: 504,
      code: 'platform_timeout',
    });
  });

  it('the budget covers the body: headers alone in time are not an answer', async () => {
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).write('{"partial":');
      stalled.push(response);
    };
    await expect(platformRequest({ url: url('/half'), timeoutMs: 50 })).rejects.toMatchObject({
      status: 504,
    });
  });
});

describe('retry', () => {
  it('a GET that got no answer is tried once more', async () => {
    let calls = 0;
    answer = (request, response) =>
      ++calls === 1 ? cut(request, response) : json(response, 200, {});
    const response = await platformRequest({ url: url('/flaky') });
    expect(response.status).toBe(200);
    expect(seen.map((call) => call.method)).toEqual(['GET', 'GET']);
  });

  it('only once: a GET cut twice is the platform out of reach', async () => {
    answer = cut;
    await expect(platformRequest({ url: url('/down') })).rejects.toMatchObject({
      status: 502,
      code: 'platform_unavailable',
    });
    expect(seen).toHaveLength(2);
  });

  it.each(['POST', 'PUT', 'DELETE'])(
    'a %s is never sent twice: it may have been applied',
    async (method) => {
      answer = cut;
      await expect(
        platformRequest({ url: url('/write'), method, body: '{}' }),
      ).rejects.toMatchObject({
        status: 502,
        code: 'platform_unavailable',
      });
      expect(seen).toHaveLength(1);
    },
  );

  it('an answer is never retried, an error status included', async () => {
    answer = (_request, response) => json(response, 503, { title: 'busy' });
    const response = await platformRequest({ url: url('/failing') });
    expect(response.status).toBe(503);
    expect(seen).toHaveLength(1);
  });

  it('a timeout is not retried: the budget is spent', async () => {
    answer = (_request, response) => void stalled.push(response);
    await expect(platformRequest({ url: url('/slow'), timeoutMs: 50 })).rejects.toMatchObject({
      status: 504,
    });
    expect(seen).toHaveLength(1);
  });
});

describe('redirects', () => {
  it.each([301, 302, 303, 307, 308])(
    'a %i to another host is refused, not followed',
    async (status) => {
      answer = (_request, response) =>
        response.writeHead(status, { location: `${elsewhereUrl}/stolen` }).end();
      const call = platformRequest({ url: url('/moved'), headers: { 'x-auth-token': 'secret' } });
      await expect(call).rejects.toBeInstanceOf(PlatformRedirected);
      await expect(call).rejects.toMatchObject({ status: 502, code: 'platform_redirected' });
      expect(reachedElsewhere).toBe(0);
    },
  );

  it('a caller that reads the Location gets the 3xx, still not followed', async () => {
    answer = (_request, response) =>
      response.writeHead(303, { location: `${elsewhereUrl}/callback` }).end();
    const response = await platformRequest({
      url: url('/form'),
      method: 'POST',
      redirects: 'return',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${elsewhereUrl}/callback`);
    expect(reachedElsewhere).toBe(0);
  });
});

describe('errors', () => {
  it('a platform out of reach is a 502', async () => {
    const port = await freePort();
    await expect(
      platformRequest({ url: new URL(`http://127.0.0.1:${port}/`) }),
    ).rejects.toMatchObject({ status: 502, code: 'platform_unavailable' });
  });

  it('a status the platform gave is the caller’s to read, with its body', async () => {
    answer = (_request, response) => json(response, 404, { title: 'Not found' });
    const response = await platformRequest({ url: url('/missing') });
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body.toString())).toEqual({ title: 'Not found' });
  });

  it('JSON calls: a 429 is passed on with its wait, a 5xx is a 502', async () => {
    const store = { platformUrl: base, storeHash: 'demo', accessToken: 't' };
    answer = (_request, response) =>
      response.writeHead(429, { 'retry-after': '3', 'content-type': 'application/json' }).end('{}');
    await expect(platformJson(store, { method: 'GET', path: 'v2/store' })).rejects.toMatchObject({
      status: 429,
      headers: { 'retry-after': '3' },
    });
    answer = (_request, response) => json(response, 500, {});
    await expect(platformJson(store, { method: 'GET', path: 'v2/store' })).rejects.toMatchObject({
      status: 502,
      code: 'platform_error',
    });
  });
});

describe('connections and encodings', () => {
  it('calls one after another share one kept-alive connection', async () => {
    const sockets = new Set<unknown>();
    answer = (request, response) => {
      sockets.add(request.socket);
      json(response, 200, {});
    };
    for (let call = 0; call < 3; call++) await platformRequest({ url: url('/again') });
    expect(seen).toHaveLength(3);
    expect(sockets.size).toBe(1);
  });

  it('a compressed answer is read decoded', async () => {
    const sent = JSON.stringify({ data: 'x'.repeat(2000) });
    answer = (_request, response) =>
      response
        .writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
        .end(zlib.gzipSync(sent));
    const response = await platformRequest({ url: url('/gzipped') });
    expect(response.body.toString()).toBe(sent);
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});

describe('URLs', () => {
  it('joins paths under a base with or without a trailing slash', () => {
    expect(platformUrl('http://p.example/api', 'oauth2/token').href).toBe(
      'http://p.example/api/oauth2/token',
    );
    expect(platformUrl('http://p.example/api//', 'oauth2/token').href).toBe(
      'http://p.example/api/oauth2/token',
    );
  });

  it('encodes the store hash, so it stays one path segment under the store', () => {
    expect(storeUrl('http://p.example', 'a/../b?c#d', 'v2/store').pathname).toBe(
      '/stores/a%2F..%2Fb%3Fc%23d/v2/store',
    );
    expect(storeUrl('http://p.example/', 'demo', '/v3/catalog/products').href).toBe(
      'http://p.example/stores/demo/v3/catalog/products',
    );
  });

  it('a call for an odd hash reaches that store’s path on the platform, nothing else', async () => {
    const store = { platformUrl: base, storeHash: '../admin', accessToken: 't' };
    await platformJson(store, { method: 'GET', path: 'v2/store', query: { a: 'b c' } });
    expect(seen).toEqual([{ method: 'GET', url: '/stores/..%2Fadmin/v2/store?a=b+c' }]);
  });
});
