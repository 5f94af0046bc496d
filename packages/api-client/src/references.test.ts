import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './index.js';

/** A real HTTP server answering like the gateway, so paths and filters go over the wire. */
const seen: string[] = [];
let server: http.Server;
let baseUrl: string;

const pagination = (total: number) => ({
  pagination: { total, count: 1, per_page: 10, current_page: 1, total_pages: 1 },
});

function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x');
  const json = (data: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(data));
  };
  const base = '/bc-api/stores/demo/';
  switch (url.pathname.slice(base.length)) {
    case 'v3/catalog/products':
      return json({ data: [{ id: 3, name: 'Linen Apron', sku: 'APR-1' }], meta: pagination(40) });
    case 'v3/catalog/brands':
      return json({ data: [{ id: 5, name: 'Acme' }], meta: pagination(1) });
    case 'v3/inventory/locations':
      return json({ data: [{ id: 1, label: 'Warehouse' }], meta: pagination(1) });
    default:
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end('{}');
  }
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(decodeURIComponent(req.url ?? ''));
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const references = () => createApiClient({ baseUrl }).references;

describe('reference calls', () => {
  it('searches products by keyword, a page at a time, with their SKU as detail', async () => {
    seen.length = 0;
    const page = await references().find('demo', 'product', {
      search: ' apron ',
      page: 2,
      perPage: 10,
    });
    expect(page).toEqual({ records: [{ id: 3, name: 'Linen Apron', detail: 'APR-1' }], total: 40 });
    expect(seen).toEqual([
      '/bc-api/stores/demo/v3/catalog/products?include_fields=id,name,sku&keyword=apron&keyword_context=merchant&page=2&limit=10',
    ]);
  });

  it('searches brands by name and looks them up by id', async () => {
    seen.length = 0;
    await references().find('demo', 'brand', { search: 'ac', page: 1, perPage: 25 });
    expect(await references().lookUp('demo', 'brand', [5, 6])).toEqual([{ id: 5, name: 'Acme' }]);
    expect(seen).toEqual([
      '/bc-api/stores/demo/v3/catalog/brands?name:like=ac&page=1&limit=25',
      '/bc-api/stores/demo/v3/catalog/brands?id:in=5,6&limit=2',
    ]);
  });

  it('names locations by their label and asks nothing for no ids', async () => {
    seen.length = 0;
    expect(await references().lookUp('demo', 'location', [1])).toEqual([
      { id: 1, name: 'Warehouse' },
    ]);
    expect(await references().lookUp('demo', 'location', [])).toEqual([]);
    expect(seen).toEqual(['/bc-api/stores/demo/v3/inventory/locations?location_id:in=1&limit=1']);
  });
});
