import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, ownerPath } from './index.js';
import {
  json,
  startLocalServer,
  type LocalServer,
  type SentRequest,
} from './testing/localServer.js';

/** A real HTTP server answering like the gateway, so paths, pages and bodies go over the wire. */
let server: LocalServer;

const metafield = (id: number) => ({
  id,
  namespace: 'specs',
  key: `key_${id}`,
  value: 'v',
  permission_set: 'app_only',
});
const page = (current: number, ids: number[], totalPages: number) => ({
  data: ids.map(metafield),
  meta: {
    pagination: {
      total: 251,
      count: ids.length,
      per_page: 250,
      current_page: current,
      total_pages: totalPages,
    },
  },
});

function answer({ method, path, query, body }: SentRequest, res: ServerResponse) {
  const route = `${method} ${path}`;
  const base = '/bc-api/stores/demo/v3/catalog/products/7/metafields';
  if (route === `GET ${base}`) {
    const current = Number(query.get('page'));
    return json(res, 200, current === 1 ? page(1, [1, 2], 2) : page(2, [3], 2));
  }
  if (route === `POST ${base}`)
    return json(res, 200, { data: { ...metafield(9), ...(body as object) } });
  if (route === `PUT ${base}/9`)
    return json(res, 200, { data: { ...metafield(9), ...(body as object) } });
  if (route === `DELETE ${base}/9`) return json(res, 204);
  if (route === `DELETE ${base}/10`)
    return json(res, 403, { status: 403, title: 'You do not have permission' });
  // The customers document answers a single write as a list of the one written.
  const customerBase = '/bc-api/stores/demo/v3/customers/5/metafields';
  if (route === `POST ${customerBase}` || route === `PUT ${customerBase}/9`)
    return json(res, 200, {
      data: [{ ...metafield(9), ...(body as object) }],
      errors: [],
      meta: { total: 1, success: 1, failed: 0 },
    });
  if (route === 'GET /bc-api/stores/demo/v3/catalog/products/7')
    return json(res, 200, { data: { name: 'Mug' } });
  if (route === 'GET /bc-api/stores/demo/v3/catalog/products/7/variants/70')
    return json(res, 200, { data: { sku: 'MUG-L', option_values: [] } });
  if (route === 'GET /bc-api/stores/demo/v3/catalog/trees/categories')
    return json(res, 200, {
      data: query.get('category_id:in') === '31' ? [{ name: 'Clearance' }] : [],
    });
  if (route === 'GET /bc-api/stores/demo/v3/customers')
    return json(
      res,
      200,
      query.get('id:in') === '5'
        ? { data: [{ first_name: 'Ada', last_name: 'Lovelace' }] }
        : { data: [] },
    );
  return json(res, 404, { status: 404, title: 'Not found' });
}

beforeAll(async () => {
  server = await startLocalServer(answer);
});
afterAll(() => server.close());

describe('metafield calls', () => {
  it('reads every page of a record’s metafields, 250 at a time', async () => {
    server.reset();
    const client = createApiClient({ baseUrl: server.baseUrl });
    const all = await client.metafields.list('demo', { type: 'product', id: 7 });
    expect(all.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v3/catalog/products/7/metafields?limit=250&page=1&sort=id&direction=desc',
      'GET /bc-api/stores/demo/v3/catalog/products/7/metafields?limit=250&page=2&sort=id&direction=desc',
    ]);
  });

  it('creates with the whole body and updates with only the changed fields', async () => {
    server.reset();
    const client = createApiClient({ baseUrl: server.baseUrl });
    const owner = { type: 'product', id: 7 } as const;
    const body = { namespace: 'specs', key: 'k', value: '1', permission_set: 'write' } as const;
    await expect(client.metafields.create('demo', owner, body)).resolves.toMatchObject(body);
    await expect(
      client.metafields.update('demo', owner, 9, { description: 'Only this' }),
    ).resolves.toMatchObject({ id: 9, description: 'Only this' });
    expect(server.bodies()).toEqual([body, { description: 'Only this' }]);
  });

  it('reads a customer metafield written, answered as a list of one', async () => {
    server.reset();
    const client = createApiClient({ baseUrl: server.baseUrl });
    const owner = { type: 'customer', id: 5 } as const;
    const body = { namespace: 'n', key: 'k', value: 'v', permission_set: 'write' } as const;
    await expect(client.metafields.create('demo', owner, body)).resolves.toMatchObject({
      id: 9,
      key: 'k',
    });
    await expect(client.metafields.update('demo', owner, 9, { value: 'w' })).resolves.toMatchObject(
      { id: 9, value: 'w' },
    );
  });

  it('rejects a refused delete with the status and body core’s notices read', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const owner = { type: 'product', id: 7 } as const;
    await expect(client.metafields.delete('demo', owner, 9)).resolves.toBeUndefined();
    const refused = await client.metafields.delete('demo', owner, 10).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 403,
      body: { status: 403, title: 'You do not have permission' },
    });
  });

  it('puts every owner under its platform path', () => {
    expect(ownerPath({ type: 'variant', id: 70, productId: 7 })).toBe(
      'v3/catalog/products/7/variants/70',
    );
    expect(ownerPath({ type: 'location', id: 3 })).toBe('v3/inventory/locations/3');
    expect(ownerPath({ type: 'channel', id: 1 })).toBe('v3/channels/1');
    expect(ownerPath({ type: 'order', id: 100 })).toBe('v3/orders/100');
  });
});

describe('record names', () => {
  it('names a variant after its product, then its SKU when it has no option labels', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(
      client.records.name('demo', { type: 'variant', id: 70, productId: 7 }),
    ).resolves.toBe('Mug — MUG-L');
  });

  it('finds a category of any channel’s tree by id', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(client.records.name('demo', { type: 'category', id: 31 })).resolves.toBe(
      'Clearance',
    );
  });

  it('looks a customer up by id, and answers 404 for one that is gone', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(client.records.name('demo', { type: 'customer', id: 5 })).resolves.toBe(
      'Ada Lovelace',
    );
    await expect(client.records.name('demo', { type: 'customer', id: 6 })).rejects.toMatchObject({
      status: 404,
    });
  });
});
