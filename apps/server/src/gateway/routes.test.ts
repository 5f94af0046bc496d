import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply, type InjectOptions } from 'fastify';
import { changeHistoryPageSchema } from '@metafields/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Relative until `@metafields/platform` is a devDependency of the server (see the report).
import { buildPlatform } from '@metafields/platform';
import { gatewayRoutes, matchGatewayRoute } from './allowList.js';
import { Browser, startTestServer } from '../testing/testServer.js';

/** The emulator's stores for these tests, seeded from a fixed clock so every run is the same. */
const DEMO = { storeHash: 'demo', accessToken: 'demo-token' } as const;
const OTHER = { storeHash: 'other', accessToken: 'other-token' } as const;
const SEED_NOW = new Date('2026-03-01T12:00:00Z');

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Any request as the signed-in browser makes it: its cookie and CSRF token, anything else. */
function send(server: TestServer, browser: Browser, options: InjectOptions) {
  return server.app.inject({
    ...options,
    headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrfToken, ...options.headers },
  });
}

/** A GET over a real socket, the path sent byte for byte (inject and fetch fold dot segments). */
function rawGet(port: number, rawPath: string, cookie: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: rawPath, headers: { cookie } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('/bc-api gateway over a stand-in platform', () => {
  /** A stand-in upstream that tells back what it received, unless a test sets its answer. */
  let upstream: FastifyInstance;
  let server: TestServer;
  let browser: Browser;
  const received: string[] = [];
  let answer: ((reply: FastifyReply) => FastifyReply) | undefined;

  beforeAll(async () => {
    upstream = Fastify();
    // The body as it arrived, so that a test can see the bytes the gateway sent.
    upstream.removeContentTypeParser('application/json');
    upstream.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, raw, done) =>
      done(null, raw),
    );
    upstream.all('/*', async (request, reply) => {
      received.push(request.url);
      if (answer) return answer(reply);
      reply.header('x-rate-limit-requests-left', '149').header('x-secret', 'not for browsers');
      const raw = typeof request.body === 'string' ? request.body : undefined;
      return {
        method: request.method,
        url: request.url,
        token: request.headers['x-auth-token'],
        body: raw === undefined ? null : (JSON.parse(raw) as unknown),
        ...(raw !== undefined && { raw }),
      };
    });
    const address = await upstream.listen({ port: 0, host: '127.0.0.1' });
    server = await startTestServer({ PLATFORM_URL: address });
    await server.addStore('demo', { accessToken: 'secret-token' });
    await server.addStore('other', { linked: false });
    browser = await server.signedInBrowser();
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });

  it('keeps channels other than the default to plans with multistore (spec section 6)', async () => {
    const refused = [
      ['GET', 'v3/channels/2/metafields'],
      ['POST', 'v3/channels/3/metafields'],
      ['PUT', 'v3/channels/2/metafields/9'],
      ['POST', 'v3/channels/metafields'],
      ['DELETE', 'v3/channels/metafields'],
      ['GET', 'v2/orders?channel_id=2'],
      ['GET', 'v3/catalog/products/metafields?channel_id:in=1,2'],
    ] as const;
    const open = [
      ['GET', 'v3/channels/1/metafields'],
      ['GET', 'v3/channels/metafields'],
      ['GET', 'v3/channels?available=true'],
      ['GET', 'v2/orders?channel_id=1'],
    ] as const;
    received.length = 0;
    for (const [method, path] of refused) {
      const body = method === 'GET' ? undefined : {};
      const response = await browser.request(method, `/bc-api/stores/demo/${path}`, body);
      expect({ path, status: response.statusCode, body: response.json() }).toEqual({
        path,
        status: 403,
        body: { error: 'plan_required', message: 'Available on enterprise plan' },
      });
    }
    expect(received).toEqual([]);
    for (const [method, path] of open) {
      expect((await browser.request(method, `/bc-api/stores/demo/${path}`)).statusCode).toBe(200);
    }
    await server.stores.setPlan('demo', 'enterprise');
    try {
      for (const [method, path] of refused) {
        const body = method === 'GET' ? undefined : [];
        const response = await browser.request(method, `/bc-api/stores/demo/${path}`, body);
        expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
      }
    } finally {
      await server.stores.setPlan('demo', 'standard');
    }
  });

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

  it('passes a query through untouched', async () => {
    const query = '?id:in=3,1,2&name:like=mug%20cup&sort=date_created:desc&include_fields=id,name';
    const response = await browser.request('GET', `/bc-api/stores/demo/v3/customers${query}`);
    expect(response.json()).toMatchObject({ url: `/stores/demo/v3/customers${query}` });
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

  it('forwards the bytes of a JSON body as sent', async () => {
    // Spacing, key order and a number beyond double precision: all lost by a parse and re-encode.
    const sent = '{ "value": "x",\n  "id": 12345678901234567890 }';
    const response = await send(server, browser, {
      method: 'PUT',
      url: '/bc-api/stores/demo/v3/catalog/products/1/metafields/2',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: sent,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ method: 'PUT', raw: sent });
  });

  it('refuses a store the user is not linked to, without reaching the platform', async () => {
    const before = received.length;
    const response = await browser.request('GET', '/bc-api/stores/other/v3/catalog/products');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: 'store_not_found',
      message: 'Unable to access store',
    });
    expect(received.slice(before)).toEqual([]);
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

  it('refuses escapes sent byte for byte over a socket', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const before = received.length;
    for (const rawPath of [
      '/bc-api/stores/demo/v3/%2e%2e/%2e%2e/other/v3/catalog/products',
      '/bc-api/stores/demo/v3/catalog/products/..%2f..%2f..%2fother%2fv2%2fstore',
      '/bc-api/stores/demo/v3/catalog%2fproducts',
      '/bc-api/stores/demo/v3/catalog/products/%2e%2e%5c%2e%2e/metafields',
      '/bc-api/stores/demo/v3/catalog/products/.%2e/metafields',
    ]) {
      const response = await rawGet(port, rawPath, browser.cookie);
      expect({ rawPath, status: response.status }).toEqual({ rawPath, status: 400 });
      expect(JSON.parse(response.body)).toMatchObject({ error: 'invalid_path' });
    }
    expect(received.slice(before)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const response = await server.app.inject({ url: '/bc-api/stores/demo/v2/store' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthenticated' });
  });

  it('passes a 429, its body and its rate-limit headers through unchanged', async () => {
    const body = { status: 429, title: 'Too many requests', type: 'https://example.test/429' };
    answer = (reply) =>
      reply
        .code(429)
        .header('x-rate-limit-requests-left', '0')
        .header('x-rate-limit-requests-quota', '150')
        .header('x-rate-limit-time-reset-ms', '12345')
        .header('x-rate-limit-time-window-ms', '30000')
        .header('retry-after', '13')
        .send(body);
    try {
      const response = await browser.request('GET', '/bc-api/stores/demo/v2/store');
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual(body);
      expect(response.headers).toMatchObject({
        'x-rate-limit-requests-left': '0',
        'x-rate-limit-requests-quota': '150',
        'x-rate-limit-time-reset-ms': '12345',
        'x-rate-limit-time-window-ms': '30000',
        'retry-after': '13',
      });
    } finally {
      answer = undefined;
    }
  });

  it("passes the platform's other statuses and JSON error bodies through", async () => {
    const errors = { status: 422, title: 'Invalid', errors: { key: 'too long' } };
    answer = (reply) => reply.code(422).send(errors);
    try {
      const response = await browser.request(
        'PUT',
        '/bc-api/stores/demo/v3/catalog/brands/1/metafields/2',
        { key: 'x' },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(errors);
      answer = (reply) => reply.code(204).send();
      const empty = await browser.request('GET', '/bc-api/stores/demo/v2/orders?page=9');
      expect(empty.statusCode).toBe(204);
      expect(empty.body).toBe('');
    } finally {
      answer = undefined;
    }
  });

  it('never serves a body that is not JSON from the app origin', async () => {
    answer = (reply) => reply.code(500).type('text/html').send('<script>alert(1)</script>');
    try {
      const response = await browser.request('GET', '/bc-api/stores/demo/v2/store');
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({
        error: 'platform_error',
        message: 'The store platform could not complete the request.',
      });
    } finally {
      answer = undefined;
    }
  });

  it('answers 502 when the platform cannot be reached', async () => {
    const down = await startTestServer({ PLATFORM_URL: 'http://127.0.0.1:9' });
    await down.addStore('demo');
    const visitor = await down.signedInBrowser();
    const response = await visitor.request('GET', '/bc-api/stores/demo/v2/store');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error: 'platform_unavailable' });
    await down.close();
  });
});

describe('/bc-api gateway over the platform emulator', () => {
  let platform: FastifyInstance;
  let platformUrl: string;
  let platformDir: string;
  let server: TestServer;
  let browser: Browser;
  /** Every request the emulator received, as `METHOD url`. */
  const upstreamCalls: string[] = [];
  /** `family METHOD` of every allow-list entry a test has seen succeed. */
  const exercised = new Set<string>();

  /** Arranges data straight on the emulator, as the store's own API account would. */
  async function direct<T>(apiPath: string): Promise<T> {
    const response = await fetch(`${platformUrl}/stores/${DEMO.storeHash}/${apiPath}`, {
      headers: { 'x-auth-token': DEMO.accessToken, accept: 'application/json' },
    });
    return (await response.json()) as T;
  }

  /** A call through the gateway; checks the token stays out of the answer. */
  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', apiPath: string, body?: unknown) {
    const response = await browser.request(method, `/bc-api/stores/demo/${apiPath}`, body);
    expect(JSON.stringify(response.headers) + response.body).not.toContain(DEMO.accessToken);
    const match = matchGatewayRoute(method, apiPath.split('?')[0] ?? '');
    if (response.statusCode < 300 && match.kind === 'allowed') {
      exercised.add(`${match.route.family} ${method}`);
    }
    return response;
  }

  /** The id of a created metafield: customers answer `data` as a list of one. */
  const idOf = (data: unknown): number => {
    const item = (Array.isArray(data) ? data[0] : data) as { id: number };
    return item.id;
  };

  const ids = {
    product: 0,
    variant: { product: 0, variant: 0 },
    brand: 0,
    category: 0,
    tree: 0,
    channel: 1,
    customer: 0,
    customerGroup: 0,
    order: 0,
    location: 0,
    page: 0,
  };

  beforeAll(async () => {
    platformDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-gateway-platform-'));
    platform = buildPlatform({
      dataDir: platformDir,
      stores: [
        { ...DEMO, size: 'small', now: SEED_NOW },
        { ...OTHER, size: 'small', productCount: 0, now: SEED_NOW },
      ],
    });
    platform.addHook('onRequest', async (request) => {
      upstreamCalls.push(`${request.method} ${request.url}`);
    });
    platformUrl = await platform.listen({ port: 0, host: '127.0.0.1' });

    server = await startTestServer({ PLATFORM_URL: platformUrl });
    await server.addStore(DEMO.storeHash, { accessToken: DEMO.accessToken });
    // Every family, non-default channels included: multistore is tested on its own.
    await server.stores.setPlan(DEMO.storeHash, 'enterprise');
    // Another store whose valid token the server holds, but the demo user is not linked to.
    await server.addStore(OTHER.storeHash, { accessToken: OTHER.accessToken, linked: false });
    browser = await server.signedInBrowser();

    type List = { data: { id: number; product_id?: number }[] };
    ids.product = (await direct<List>('v3/catalog/products?limit=1')).data[0]?.id ?? 0;
    const variant = (await direct<List>('v3/catalog/variants?limit=1')).data[0];
    ids.variant = { product: variant?.product_id ?? 0, variant: variant?.id ?? 0 };
    ids.brand = (await direct<List>('v3/catalog/brands?limit=1')).data[0]?.id ?? 0;
    ids.category = (await direct<List>('v3/catalog/categories?limit=1')).data[0]?.id ?? 0;
    ids.tree = (await direct<List>('v3/catalog/trees')).data[0]?.id ?? 0;
    ids.customer = (await direct<List>('v3/customers?limit=1')).data[0]?.id ?? 0;
    ids.customerGroup = (await direct<{ id: number }[]>('v2/customer_groups?limit=1'))[0]?.id ?? 0;
    ids.order = (await direct<{ id: number }[]>('v2/orders?limit=1'))[0]?.id ?? 0;
    ids.location = (await direct<List>('v3/inventory/locations?limit=1')).data[0]?.id ?? 0;
    ids.page = (await direct<List>('v3/content/pages?limit=1')).data[0]?.id ?? 0;
    expect(
      Object.values(ids).flatMap((id) => (typeof id === 'number' ? [id] : Object.values(id))),
    ).not.toContain(0);
  });
  afterAll(async () => {
    await server.close();
    await platform.close();
    fs.rmSync(platformDir, { recursive: true, force: true });
  });

  describe('reads', () => {
    const reads: [string, () => string][] = [
      ['products', () => 'v3/catalog/products?include_fields=id,name&limit=2&sort=name'],
      ['product', () => `v3/catalog/products/${ids.product}`],
      ['variants', () => `v3/catalog/products/${ids.variant.product}/variants?limit=250`],
      [
        'variant',
        () => `v3/catalog/products/${ids.variant.product}/variants/${ids.variant.variant}`,
      ],
      ['variants by sku', () => `v3/catalog/variants?product_id:in=${ids.variant.product}&sku=X`],
      ['brands', () => 'v3/catalog/brands?limit=5'],
      ['brand', () => `v3/catalog/brands/${ids.brand}`],
      ['categories', () => 'v3/catalog/categories?limit=5'],
      ['category', () => `v3/catalog/categories/${ids.category}`],
      ['category trees', () => 'v3/catalog/trees'],
      ['category tree categories', () => `v3/catalog/trees/categories?tree_id:in=${ids.tree}`],
      ['category tree', () => `v3/catalog/trees/${ids.tree}/categories`],
      ['channels', () => 'v3/channels?limit=10&page=1'],
      ['channel', () => `v3/channels/${ids.channel}`],
      ['customers', () => 'v3/customers?limit=5&page=1'],
      ['customer groups', () => 'v2/customer_groups?limit=25&page=1&name:like=e'],
      ['customer group', () => `v2/customer_groups/${ids.customerGroup}`],
      ['orders', () => 'v2/orders?limit=5&page=1&sort=date_created:desc'],
      ['order', () => `v2/orders/${ids.order}`],
      ['order count', () => 'v2/orders/count?status_id=10'],
      ['order statuses', () => 'v2/order_statuses'],
      ['locations', () => 'v3/inventory/locations?limit=25&page=1'],
      ['pages', () => 'v3/content/pages'],
      ['page', () => `v3/content/pages/${ids.page}`],
      ['store profile', () => 'v2/store'],
    ];

    it.each(reads)("reads %s with the store's token", async (_family, apiPath) => {
      const before = upstreamCalls.length;
      const response = await call('GET', apiPath());
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['x-rate-limit-requests-quota']).toBeDefined();
      expect(upstreamCalls.slice(before)).toEqual([`GET /stores/${DEMO.storeHash}/${apiPath()}`]);
    });

    it('answers an id list lookup with exactly the records asked for', async () => {
      const response = await call('GET', `v3/catalog/brands?id:in=${ids.brand}`);
      expect((response.json() as { data: { id: number }[] }).data.map((b) => b.id)).toEqual([
        ids.brand,
      ]);
    });
  });

  describe('metafields', () => {
    /** The record path (after `v3/`) and batch collection of each of the eight types. */
    const owners: [string, () => { record: string; batch: string; resourceId: number }][] = [
      [
        'product',
        () => ({
          record: `catalog/products/${ids.product}`,
          batch: 'catalog/products',
          resourceId: ids.product,
        }),
      ],
      [
        'variant',
        () => ({
          record: `catalog/products/${ids.variant.product}/variants/${ids.variant.variant}`,
          batch: 'catalog/variants',
          resourceId: ids.variant.variant,
        }),
      ],
      [
        'brand',
        () => ({
          record: `catalog/brands/${ids.brand}`,
          batch: 'catalog/brands',
          resourceId: ids.brand,
        }),
      ],
      [
        'category',
        () => ({
          record: `catalog/categories/${ids.category}`,
          batch: 'catalog/categories',
          resourceId: ids.category,
        }),
      ],
      [
        'channel',
        () => ({ record: `channels/${ids.channel}`, batch: 'channels', resourceId: ids.channel }),
      ],
      [
        'customer',
        () => ({
          record: `customers/${ids.customer}`,
          batch: 'customers',
          resourceId: ids.customer,
        }),
      ],
      ['order', () => ({ record: `orders/${ids.order}`, batch: 'orders', resourceId: ids.order })],
      [
        'location',
        () => ({
          record: `inventory/locations/${ids.location}`,
          batch: 'inventory/locations',
          resourceId: ids.location,
        }),
      ],
    ];

    it.each(owners)(
      'creates, lists, reads, updates and deletes %s metafields, one and in batches',
      async (type, paths) => {
        const { record, batch, resourceId } = paths();
        const collection = `v3/${record}/metafields`;
        const fields = { namespace: 'gateway', key: `k-${type}`, permission_set: 'write' };

        const created = await call('POST', collection, { ...fields, value: 'one' });
        expect(created.statusCode).toBe(200);
        const id = idOf((created.json() as { data: unknown }).data);

        const list = await call('GET', `${collection}?limit=250&sort=id&direction=desc`);
        expect(list.statusCode).toBe(200);
        expect((list.json() as { data: { id: number }[] }).data.map((m) => m.id)).toContain(id);

        const one = await call(
          'GET',
          `${collection}/${id}?exclude_fields=resource_type,resource_id,date_created`,
        );
        expect(one.statusCode).toBe(200);
        expect(one.json()).toMatchObject({ data: { id, value: 'one' } });

        const updated = await call('PUT', `${collection}/${id}`, { value: 'two' });
        expect(updated.statusCode).toBe(200);
        expect(JSON.stringify(updated.json())).toContain('"value":"two"');

        const deleted = await call('DELETE', `${collection}/${id}`);
        expect(deleted.statusCode).toBe(204);
        expect((await call('GET', `${collection}/${id}`)).statusCode).toBe(404);

        const batchPath = `v3/${batch}/metafields`;
        const batchCreated = await call('POST', batchPath, [
          { ...fields, key: `b-${type}`, value: 'one', resource_id: resourceId },
        ]);
        expect(batchCreated.statusCode).toBe(200);
        const batchId = idOf((batchCreated.json() as { data: unknown }).data);
        const batchList = await call('GET', `${batchPath}?key=b-${type}&namespace=gateway`);
        expect((batchList.json() as { data: { id: number }[] }).data.map((m) => m.id)).toEqual([
          batchId,
        ]);
        // The item names its record, so that the history can read the value it replaces.
        const batchUpdated = await call('PUT', batchPath, [
          { id: batchId, value: 'two', resource_id: resourceId },
        ]);
        expect(batchUpdated.statusCode).toBe(200);
        const batchDeleted = await call('DELETE', batchPath, [batchId]);
        expect(batchDeleted.statusCode).toBe(200);
        const gone = await call('GET', `${batchPath}?key=b-${type}&namespace=gateway`);
        expect((gone.json() as { data: unknown[] }).data).toEqual([]);

        // Each write is in the record's change history (issue 28), as the person's, by request.
        const history = await browser.request(
          'GET',
          `/api/stores/demo/history?record_type=${type}&record_id=${resourceId}`,
        );
        expect(history.statusCode, history.body).toBe(200);
        const changes = changeHistoryPageSchema
          .parse(history.json())
          .data.filter((change) => change.namespace === 'gateway')
          .reverse();
        expect(
          changes.map((change) => [change.key, change.action, change.old_value, change.new_value]),
        ).toEqual([
          [`k-${type}`, 'create', null, 'one'],
          [`k-${type}`, 'update', 'one', 'two'],
          [`k-${type}`, 'delete', 'two', null],
          [`b-${type}`, 'create', null, 'one'],
          [`b-${type}`, 'update', 'one', 'two'],
          // A batch removal names ids only, and the platform's lists take no id filter: the
          // gateway cannot tell which metafields it removed (see metafieldChanges.ts).
        ]);
        for (const change of changes) {
          expect(change).toMatchObject({
            actor: { kind: 'user', id: server.user.id, name: 'Demo merchant' },
            job_id: null,
            subject: 'metafield',
            record_type: type,
            record_id: resourceId,
          });
        }
        expect(new Set(changes.map((change) => change.request_id)).size).toBe(5);
      },
    );

    it('records only the items of a batch the platform wrote, on its partial success (422)', async () => {
      const batchPath = 'v3/catalog/products/metafields';
      const fields = { namespace: 'gateway-partial', permission_set: 'write' };
      const created = await call('POST', batchPath, [
        { ...fields, key: 'kept', value: 'one', resource_id: ids.product },
      ]);
      const id = idOf((created.json() as { data: unknown }).data);
      const partly = await call('PUT', batchPath, [
        { id, value: 'two', resource_id: ids.product },
        { id: 999_999_999, value: 'nowhere', resource_id: ids.product },
      ]);
      expect(partly.statusCode).toBe(422);
      const history = await browser.request(
        'GET',
        `/api/stores/demo/history?record_type=product&record_id=${ids.product}`,
      );
      const changes = changeHistoryPageSchema
        .parse(history.json())
        .data.filter((change) => change.namespace === 'gateway-partial');
      expect(
        changes.map((change) => [change.key, change.action, change.old_value, change.new_value]),
      ).toEqual([
        ['kept', 'update', 'one', 'two'],
        ['kept', 'create', null, 'one'],
      ]);
    });

    it('rewrites v2 metafield paths, single and batch, to v3', async () => {
      const before = upstreamCalls.length;
      const list = await call('GET', `v2/orders/${ids.order}/metafields?limit=250`);
      expect(list.statusCode).toBe(200);
      const created = await call('POST', `v2/orders/${ids.order}/metafields`, {
        namespace: 'gateway',
        key: 'v2',
        value: 'written through v2',
        permission_set: 'write',
      });
      const id = idOf((created.json() as { data: unknown }).data);
      expect((await call('GET', `v2/orders/${ids.order}/metafields/${id}`)).json()).toMatchObject({
        data: { id, value: 'written through v2' },
      });
      expect((await call('DELETE', `v2/orders/${ids.order}/metafields/${id}`)).statusCode).toBe(
        204,
      );
      expect((await call('GET', 'v2/catalog/products/metafields?limit=1')).statusCode).toBe(200);
      expect(upstreamCalls.slice(before)).toEqual([
        `GET /stores/demo/v3/orders/${ids.order}/metafields?limit=250`,
        `POST /stores/demo/v3/orders/${ids.order}/metafields`,
        `GET /stores/demo/v3/orders/${ids.order}/metafields/${id}`,
        // A removal is forwarded after a read of the metafield: its old value, for the history.
        `GET /stores/demo/v3/orders/${ids.order}/metafields/${id}`,
        `DELETE /stores/demo/v3/orders/${ids.order}/metafields/${id}`,
        'GET /stores/demo/v3/catalog/products/metafields?limit=1',
      ]);
    });

    it("passes the platform's own errors through (422, 409)", async () => {
      const collection = `v3/catalog/brands/${ids.brand}/metafields`;
      const invalid = await call('POST', collection, { namespace: 'gateway' });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json()).toMatchObject({ status: 422, errors: expect.any(Object) });
      const fields = { namespace: 'gateway', key: 'twice', value: 'v', permission_set: 'write' };
      expect((await call('POST', collection, fields)).statusCode).toBe(200);
      const clash = await call('POST', collection, fields);
      expect(clash.statusCode).toBe(409);
    });
  });

  describe('refusals', () => {
    const refused: [string, string, number, string][] = [
      ['GET', 'v3/catalog/products/1/images', 404, 'not_allowed'],
      ['GET', 'v3/customers/1', 404, 'not_allowed'],
      ['GET', 'v3/orders', 404, 'not_allowed'],
      ['GET', 'v2/customer_groups/count', 404, 'not_allowed'],
      ['GET', 'v2/time', 404, 'not_allowed'],
      ['GET', 'v2/catalog/products', 404, 'not_allowed'],
      ['POST', 'graphql', 404, 'not_allowed'],
      ['GET', 'v3/catalog/products/abc/metafields', 404, 'not_allowed'],
      ['GET', 'v3/catalog/products/0/metafields', 404, 'not_allowed'],
      ['GET', 'v3/catalog/products/-1/metafields', 404, 'not_allowed'],
      ['GET', 'v3/catalog/products/1/metafields/', 404, 'not_allowed'],
      ['GET', 'v3/catalog/products/1/metafields/1%3F', 404, 'not_allowed'],
      ['GET', 'v3/catalog/products/1%2Fmetafields', 400, 'invalid_path'],
      ['POST', 'v3/catalog/products', 405, 'method_not_allowed'],
      ['PUT', 'v3/catalog/products/1', 405, 'method_not_allowed'],
      ['DELETE', 'v3/catalog/brands/1', 405, 'method_not_allowed'],
      ['PUT', 'v2/store', 405, 'method_not_allowed'],
      ['DELETE', 'v3/channels/1/metafields', 405, 'method_not_allowed'],
      ['PATCH', 'v3/catalog/products/1/metafields/1', 405, 'method_not_allowed'],
      ['HEAD', 'v3/catalog/products', 405, 'method_not_allowed'],
      ['OPTIONS', 'v3/catalog/products', 405, 'method_not_allowed'],
    ];

    it.each(refused)(
      'refuses %s %s (%i) without calling the platform',
      async (method, apiPath, status, error) => {
        const before = upstreamCalls.length;
        const response = await send(server, browser, {
          method: method as InjectOptions['method'],
          url: `/bc-api/stores/demo/${apiPath}`,
        });
        expect(response.statusCode).toBe(status);
        if (method !== 'HEAD') expect(response.json()).toMatchObject({ error });
        if (status === 405) expect(response.headers['allow']).toBeTruthy();
        expect(upstreamCalls.slice(before)).toEqual([]);
      },
    );

    it('names the allowed methods in a 405', async () => {
      const response = await send(server, browser, {
        method: 'POST',
        url: `/bc-api/stores/demo/v2/orders/${ids.order}/metafields/1`,
      });
      expect(response.statusCode).toBe(405);
      expect(response.headers['allow']).toBe('GET, PUT, DELETE');
    });
  });

  describe('bodies', () => {
    const single = () => `/bc-api/stores/demo/v3/catalog/products/${ids.product}/metafields`;
    const batch = '/bc-api/stores/demo/v3/catalog/products/metafields';
    /** A JSON body of about `bytes` bytes: one metafield with a long value. */
    const jsonOf = (bytes: number) =>
      JSON.stringify({
        namespace: 'n',
        key: 'k',
        permission_set: 'write',
        value: 'x'.repeat(bytes),
      });

    it('refuses a single metafield body over 1 MiB with 413, before the platform', async () => {
      const before = upstreamCalls.length;
      const response = await send(server, browser, {
        method: 'POST',
        url: single(),
        headers: { 'content-type': 'application/json' },
        payload: jsonOf(1024 * 1024 + 1),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        error: 'payload_too_large',
        message: 'The request body is larger than the 1 MiB this call accepts.',
      });
      expect(upstreamCalls.slice(before)).toEqual([]);
    });

    it('stops reading a chunked body at the limit', async () => {
      const before = upstreamCalls.length;
      const body = Buffer.from(jsonOf(1024 * 1024 + 1));
      const response = await send(server, browser, {
        method: 'POST',
        url: single(),
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        payload: Readable.from([body.subarray(0, 600_000), body.subarray(600_000)]),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ error: 'payload_too_large' });
      expect(upstreamCalls.slice(before)).toEqual([]);
    });

    it('takes a batch body over 1 MiB and refuses one over 8 MiB', async () => {
      const items = Array.from({ length: 40 }, (_, index) => ({
        resource_id: ids.product,
        namespace: 'gateway-batch',
        key: `big-${index}`,
        value: 'v'.repeat(50_000),
        permission_set: 'write',
      }));
      const big = JSON.stringify(items);
      expect(big.length).toBeGreaterThan(1024 * 1024);
      const response = await send(server, browser, {
        method: 'POST',
        url: batch,
        headers: { 'content-type': 'application/json' },
        payload: big,
      });
      expect(response.statusCode).toBe(200);
      const created = (response.json() as { data: { id: number }[] }).data.map((m) => m.id);
      expect(created).toHaveLength(40);
      const cleaned = await call('DELETE', 'v3/catalog/products/metafields', created);
      expect(cleaned.statusCode).toBe(200);

      const before = upstreamCalls.length;
      const tooBig = await send(server, browser, {
        method: 'PUT',
        url: batch,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify([{ id: 1, value: 'x'.repeat(8 * 1024 * 1024) }]),
      });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toMatchObject({
        error: 'payload_too_large',
        message: 'The request body is larger than the 8 MiB this call accepts.',
      });
      expect(upstreamCalls.slice(before)).toEqual([]);
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
      'refuses a %s body with 415',
      async (contentType) => {
        const before = upstreamCalls.length;
        const response = await send(server, browser, {
          method: 'POST',
          url: single(),
          headers: { 'content-type': contentType },
          payload: 'namespace=n&key=k',
        });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          error: 'unsupported_media_type',
          message: 'The request body must be JSON (application/json).',
        });
        expect(upstreamCalls.slice(before)).toEqual([]);
      },
    );

    it('refuses malformed JSON with 400', async () => {
      const before = upstreamCalls.length;
      const response = await send(server, browser, {
        method: 'PUT',
        url: `${single()}/1`,
        headers: { 'content-type': 'application/json' },
        payload: '{"value": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_json' });
      expect(upstreamCalls.slice(before)).toEqual([]);
    });
  });

  describe('tenancy', () => {
    it('refuses a store the user is not linked to, though the server holds its token', async () => {
      const before = upstreamCalls.length;
      for (const apiPath of ['v2/store', `v3/catalog/products/${ids.product}/metafields`]) {
        const response = await call('GET', apiPath);
        expect(response.statusCode).toBe(200);
        const other = await browser.request('GET', `/bc-api/stores/${OTHER.storeHash}/${apiPath}`);
        expect(other.statusCode).toBe(404);
        expect(other.json()).toEqual({
          error: 'store_not_found',
          message: 'Unable to access store',
        });
      }
      // Only the demo store's two calls reached the platform.
      expect(upstreamCalls.slice(before).every((line) => line.includes('/stores/demo/'))).toBe(
        true,
      );
      expect(upstreamCalls.slice(before)).toHaveLength(2);
    });

    it('refuses an uninstalled store with 403, the platform never asked', async () => {
      await server.stores.save({
        store_hash: 'gone',
        name: 'Gone',
        accessToken: 'gone-token',
        currency: 'USD',
        timezone_name: 'UTC',
      });
      await server.stores.link(server.user.id, 'gone');
      await server.stores.uninstall('gone');
      const before = upstreamCalls.length;
      const response = await browser.request('GET', '/bc-api/stores/gone/v2/store');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'store_inactive' });
      expect(upstreamCalls.slice(before)).toEqual([]);
    });

    it('refuses another user every call of the demo store, the platform never asked', async () => {
      await server.users.create({
        email: 'stranger@example.com',
        password: 'stranger-password',
        name: 'Stranger',
      });
      const stranger = new Browser(server.app);
      await stranger.open();
      expect(
        (await stranger.login({ email: 'stranger@example.com', password: 'stranger-password' }))
          .statusCode,
      ).toBe(200);
      const before = upstreamCalls.length;
      const read = await stranger.request('GET', '/bc-api/stores/demo/v2/store');
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ error: 'store_not_found' });
      const write = await stranger.request(
        'POST',
        `/bc-api/stores/demo/v3/catalog/products/${ids.product}/metafields`,
        { namespace: 'x', key: 'y', value: 'z', permission_set: 'write' },
      );
      expect(write.statusCode).toBe(404);
      // Tenancy is checked before the allow-list: a refused path tells a stranger nothing.
      const unknown = await stranger.request('GET', '/bc-api/stores/demo/v3/whatever');
      expect(unknown.json()).toMatchObject({ error: 'store_not_found' });
      expect(upstreamCalls.slice(before)).toEqual([]);
    });
  });

  it('exercised every family and method of the allow-list against the emulator', () => {
    const expected = gatewayRoutes.flatMap((route) =>
      route.methods.map((method) => `${route.family} ${method}`),
    );
    expect([...exercised].sort()).toEqual([...expected].sort());
  });
});

describe('/bc-api gateway and the platform rate limit', () => {
  let platform: FastifyInstance;
  let platformDir: string;
  let server: TestServer;
  let browser: Browser;
  /** The rate-limit headers of the emulator's last answer. */
  let lastUpstreamHeaders: Record<string, unknown> = {};

  beforeAll(async () => {
    platformDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-gateway-limited-'));
    platform = buildPlatform({
      dataDir: platformDir,
      stores: [{ ...DEMO, size: 'small', productCount: 0, now: SEED_NOW }],
      rateLimit: { enforce: true, quota: 2 },
    });
    platform.addHook('onResponse', async (_request, reply) => {
      lastUpstreamHeaders = Object.fromEntries(
        Object.entries(reply.getHeaders()).filter(([name]) =>
          name.toLowerCase().startsWith('x-rate-limit-'),
        ),
      );
    });
    const platformUrl = await platform.listen({ port: 0, host: '127.0.0.1' });
    server = await startTestServer({ PLATFORM_URL: platformUrl });
    await server.addStore(DEMO.storeHash, { accessToken: DEMO.accessToken });
    browser = await server.signedInBrowser();
  });
  afterAll(async () => {
    await server.close();
    await platform.close();
    fs.rmSync(platformDir, { recursive: true, force: true });
  });

  it("passes the platform's 429, its body and X-Rate-Limit-* headers to the browser", async () => {
    const first = await browser.request('GET', '/bc-api/stores/demo/v2/store');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-rate-limit-requests-left']).toBe('1');
    expect((await browser.request('GET', '/bc-api/stores/demo/v2/store')).statusCode).toBe(200);

    const limited = await browser.request('GET', '/bc-api/stores/demo/v2/order_statuses');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: 429,
      title: 'Too many requests',
      type: 'https://developer.bigcommerce.com/api-docs/getting-started/api-status-codes',
      errors: {},
    });
    const names = Object.keys(lastUpstreamHeaders).map((name) => name.toLowerCase());
    expect(names.sort()).toEqual([
      'x-rate-limit-requests-left',
      'x-rate-limit-requests-quota',
      'x-rate-limit-time-reset-ms',
      'x-rate-limit-time-window-ms',
    ]);
    for (const [name, value] of Object.entries(lastUpstreamHeaders)) {
      expect(limited.headers[name.toLowerCase()]).toBe(String(value));
    }
    expect(limited.headers['x-rate-limit-requests-left']).toBe('0');
    expect(limited.headers['x-rate-limit-requests-quota']).toBe('2');
  });
});
