import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, startTestServer } from '../testing/testServer.js';

/** A stand-in upstream that tells back what it received, so the forwarding can be checked. */
let upstream: FastifyInstance;
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
const received: string[] = [];

beforeAll(async () => {
  upstream = Fastify();
  upstream.all('/*', async (request, reply) => {
    received.push(request.url);
    reply.header('x-rate-limit-requests-left', '149').header('x-secret', 'not for browsers');
    return {
      method: request.method,
      url: request.url,
      token: request.headers['x-auth-token'],
      body: request.body ?? null,
    };
  });
  const address = await upstream.listen({ port: 0, host: '127.0.0.1' });
  server = await startTestServer({ PLATFORM_URL: address });
  server.addStore('demo', { accessToken: 'secret-token' });
  server.addStore('other', { linked: false });
  browser = await server.signedInBrowser();
});
afterAll(async () => {
  await server.close();
  await upstream.close();
});

describe('/bc-api gateway', () => {
  it("forwards a read to the store's API with the store's token, keeping the query", async () => {
    const response = await browser.request(
      'GET',
      '/bc-api/stores/demo/v3/catalog/products?limit=5&keyword=mug',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      method: 'GET',
      url: '/stores/demo/v3/catalog/products?limit=5&keyword=mug',
      token: 'secret-token',
      body: null,
    });
    expect(response.headers['x-rate-limit-requests-left']).toBe('149');
    expect(response.headers['x-secret']).toBeUndefined();
  });

  it('forwards a write with its JSON body, behind the CSRF check', async () => {
    const body = { namespace: 'care', key: 'wash', value: 'cold', permission_set: 'write' };
    const response = await browser.request(
      'POST',
      '/bc-api/stores/demo/v3/catalog/products/1/metafields',
      body,
    );
    expect(response.json()).toMatchObject({ method: 'POST', body });
    const forged = await browser.request(
      'POST',
      '/bc-api/stores/demo/v3/catalog/products/1/metafields',
      body,
      false,
    );
    expect(forged.statusCode).toBe(403);
  });

  it('refuses a store the user is not linked to, without reaching the platform', async () => {
    const response = await browser.request('GET', '/bc-api/stores/other/v3/catalog/products');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: 'store_not_found',
      message: 'Unable to access store',
    });
  });

  it('refuses a path that climbs out of the store', async () => {
    const before = received.length;
    const response = await browser.request(
      'GET',
      '/bc-api/stores/demo/v3/..%2f..%2fother/v3/catalog/products',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_path' });
    // Dot segments that a URL parser folds before routing land on another store: refused too.
    const folded = await browser.request(
      'GET',
      '/bc-api/stores/demo/%2e%2e/other/v3/catalog/products',
    );
    expect(folded.statusCode).toBe(404);
    expect(received.slice(before)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const response = await server.app.inject({ url: '/bc-api/stores/demo/v2/store' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthenticated' });
  });

  it('answers 502 when the platform cannot be reached', async () => {
    const down = await startTestServer({ PLATFORM_URL: 'http://127.0.0.1:9' });
    down.addStore('demo');
    const visitor = await down.signedInBrowser();
    const response = await visitor.request('GET', '/bc-api/stores/demo/v2/store');
    expect(response.statusCode).toBe(502);
    await down.close();
  });
});
