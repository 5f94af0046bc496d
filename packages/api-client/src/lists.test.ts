import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './index.js';

/** A real HTTP server answering like the gateway, so paths, queries and bodies go over the wire. */
const seen: string[] = [];
let server: http.Server;
let baseUrl: string;

const order = (id: number) => ({
  id,
  date_created: 'Wed, 10 Jan 2018 21:05:30 +0000',
  billing_address: { first_name: 'Ada', last_name: 'Lovelace' },
  status_id: 11,
  total_inc_tax: '12.5000',
});
const meta = (page: number, totalPages: number, count: number) => ({
  pagination: { total: 300, count, per_page: 250, current_page: page, total_pages: totalPages },
});

function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x');
  const json = (status: number, data?: unknown) => {
    res.writeHead(status, data === undefined ? {} : { 'content-type': 'application/json' });
    res.end(data === undefined ? undefined : JSON.stringify(data));
  };
  const page = Number(url.searchParams.get('page') ?? 1);
  switch (url.pathname) {
    case '/bc-api/stores/demo/v2/orders':
      // v2 answers an empty page with 204 and no body.
      return url.searchParams.get('min_id') === '404' ? json(204) : json(200, [order(7)]);
    case '/bc-api/stores/demo/v2/order_statuses':
      return json(200, [{ id: 11, name: 'Awaiting Fulfillment', custom_label: 'To ship' }]);
    case '/bc-api/stores/demo/v3/catalog/brands':
      return json(200, { data: [{ id: 3, name: 'Acme' }], meta: meta(1, 1, 1) });
    case '/bc-api/stores/demo/v3/customers':
      return json(200, {
        data: [
          {
            id: 5,
            first_name: 'Ada',
            last_name: 'Lovelace',
            email: 'ada@example.com',
            company: '',
            date_created: '2024-01-02T03:04:05Z',
          },
        ],
        meta: meta(1, 1, 1),
      });
    case '/bc-api/stores/demo/v3/channels':
      return json(200, { data: [{ id: page, name: `Channel ${page}` }], meta: meta(page, 2, 1) });
    case '/bc-api/stores/demo/v3/inventory/locations':
      return json(200, { data: [{ id: 1, label: 'Warehouse' }], meta: meta(1, 1, 1) });
  }
  return json(404, { status: 404, title: 'Not found' });
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(`${req.method} ${decodeURIComponent(req.url ?? '')}`);
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () => createApiClient({ baseUrl });

describe('resource list calls', () => {
  it('reads a page of orders newest first by default', async () => {
    seen.length = 0;
    const list = await client().lists.orders('demo');
    expect(list).toEqual([order(7)]);
    expect(seen).toEqual([
      'GET /bc-api/stores/demo/v2/orders?limit=25&page=1&sort=date_created:desc',
    ]);
  });

  it('searches orders by id (min_id = max_id) with status and channel filters', async () => {
    seen.length = 0;
    await client().lists.orders('demo', {
      page: 2,
      limit: 50,
      sort: 'id:asc',
      orderId: '7',
      statusId: 11,
      channelId: 1,
    });
    expect(seen).toEqual([
      'GET /bc-api/stores/demo/v2/orders?limit=50&page=2&sort=id:asc&min_id=7&max_id=7&status_id=11&channel_id=1',
    ]);
  });

  it('reads an empty page of orders (204 without a body) as no orders', async () => {
    await expect(client().lists.orders('demo', { orderId: '404' })).resolves.toEqual([]);
  });

  it('reads the order statuses', async () => {
    await expect(client().lists.orderStatuses('demo')).resolves.toEqual([
      { id: 11, name: 'Awaiting Fulfillment', custom_label: 'To ship' },
    ]);
  });

  it('searches brands and customers by name:like', async () => {
    seen.length = 0;
    const brands = await client().lists.brands('demo', { page: 3, limit: 50, name: 'ac' });
    expect(brands.data).toEqual([{ id: 3, name: 'Acme' }]);
    expect(brands.meta.pagination.total).toBe(300);
    const customers = await client().lists.customers('demo', { name: 'ada' });
    expect(customers.data[0]?.email).toBe('ada@example.com');
    expect(seen).toEqual([
      'GET /bc-api/stores/demo/v3/catalog/brands?limit=50&page=3&name:like=ac',
      'GET /bc-api/stores/demo/v3/customers?limit=25&page=1&name:like=ada',
    ]);
  });

  it('reads every page of channels, 250 at a time', async () => {
    seen.length = 0;
    const channels = await client().lists.channels('demo');
    expect(channels.map((channel) => channel.name)).toEqual(['Channel 1', 'Channel 2']);
    expect(seen).toEqual([
      'GET /bc-api/stores/demo/v3/channels?limit=250&page=1',
      'GET /bc-api/stores/demo/v3/channels?limit=250&page=2',
    ]);
  });

  it('reads the locations', async () => {
    await expect(client().lists.locations('demo')).resolves.toEqual([
      { id: 1, label: 'Warehouse' },
    ]);
  });
});
