import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './index.js';
import {
  json,
  startLocalServer,
  type LocalServer,
  type SentRequest,
} from './testing/localServer.js';

/** A real HTTP server answering like the gateway, so paths and filters go over the wire. */
let server: LocalServer;

const pagination = (total: number) => ({
  pagination: { total, count: 1, per_page: 10, current_page: 1, total_pages: 1 },
});

function answer({ path }: SentRequest, res: ServerResponse) {
  const base = '/bc-api/stores/demo/';
  switch (path.slice(base.length)) {
    case 'v3/catalog/products':
      return json(res, 200, {
        data: [{ id: 3, name: 'Linen Apron', sku: 'APR-1' }],
        meta: pagination(40),
      });
    case 'v3/catalog/brands':
      return json(res, 200, { data: [{ id: 5, name: 'Acme' }], meta: pagination(1) });
    case 'v3/inventory/locations':
      return json(res, 200, { data: [{ id: 1, label: 'Warehouse' }], meta: pagination(1) });
    default:
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end('{}');
  }
}

beforeAll(async () => {
  server = await startLocalServer(answer);
});
afterAll(() => server.close());

const references = () => createApiClient({ baseUrl: server.baseUrl }).references;

describe('reference calls', () => {
  it('searches products by keyword, a page at a time, with their SKU as detail', async () => {
    server.reset();
    const page = await references().find('demo', 'product', {
      search: ' apron ',
      page: 2,
      perPage: 10,
    });
    expect(page).toEqual({ records: [{ id: 3, name: 'Linen Apron', detail: 'APR-1' }], total: 40 });
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v3/catalog/products?include_fields=id,name,sku&keyword=apron&keyword_context=merchant&page=2&limit=10',
    ]);
  });

  it('searches brands by name and looks them up by id', async () => {
    server.reset();
    await references().find('demo', 'brand', { search: 'ac', page: 1, perPage: 25 });
    expect(await references().lookUp('demo', 'brand', [5, 6])).toEqual([{ id: 5, name: 'Acme' }]);
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v3/catalog/brands?name:like=ac&page=1&limit=25',
      'GET /bc-api/stores/demo/v3/catalog/brands?id:in=5,6&limit=2',
    ]);
  });

  it('names locations by their label and asks nothing for no ids', async () => {
    server.reset();
    expect(await references().lookUp('demo', 'location', [1])).toEqual([
      { id: 1, name: 'Warehouse' },
    ]);
    expect(await references().lookUp('demo', 'location', [])).toEqual([]);
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v3/inventory/locations?location_id:in=1&limit=1',
    ]);
  });
});
