import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './index.js';
import {
  json,
  startLocalServer,
  type LocalServer,
  type SentRequest,
} from './testing/localServer.js';

/** A real HTTP server answering like the gateway, so paths, queries and bodies go over the wire. */
let server: LocalServer;

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

function answer({ path, query }: SentRequest, res: ServerResponse) {
  const page = Number(query.get('page') ?? 1);
  switch (path) {
    case '/bc-api/stores/demo/v2/orders':
      // v2 answers an empty page with 204 and no body.
      if (query.get('min_id') === '404') return res.writeHead(204).end();
      return json(res, 200, [order(7)]);
    case '/bc-api/stores/demo/v2/orders/count':
      return json(res, 200, {
        count: query.get('status_id') === '11' ? 51 : 647,
        statuses: [{ id: 11, name: 'Awaiting Fulfillment', count: 51 }],
      });
    case '/bc-api/stores/demo/v2/customer_groups':
      if (query.get('name:like') === 'none') return res.writeHead(204).end();
      return json(res, 200, [{ id: 2, name: 'Wholesale', is_default: false }]);
    case '/bc-api/stores/demo/v2/customer_groups/2':
      return json(res, 200, { id: 2, name: 'Wholesale', is_default: false });
    case '/bc-api/stores/demo/v2/order_statuses':
      return json(res, 200, [{ id: 11, name: 'Awaiting Fulfillment', custom_label: 'To ship' }]);
    case '/bc-api/stores/demo/v3/catalog/brands':
      return json(res, 200, { data: [{ id: 3, name: 'Acme' }], meta: meta(1, 1, 1) });
    case '/bc-api/stores/demo/v3/customers':
      return json(res, 200, {
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
      return json(res, 200, {
        data: [{ id: page, name: `Channel ${page}` }],
        meta: meta(page, 2, 1),
      });
    case '/bc-api/stores/demo/v3/inventory/locations':
      return json(res, 200, { data: [{ id: 1, label: 'Warehouse' }], meta: meta(1, 1, 1) });
  }
  return json(res, 404, { status: 404, title: 'Not found' });
}

beforeAll(async () => {
  server = await startLocalServer(answer);
});
afterAll(() => server.close());

const client = () => createApiClient({ baseUrl: server.baseUrl });

describe('resource list calls', () => {
  it('reads a page of orders newest first by default', async () => {
    server.reset();
    const list = await client().lists.orders('demo');
    expect(list).toEqual([order(7)]);
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v2/orders?limit=25&page=1&sort=date_created:desc',
    ]);
  });

  it('searches orders by id (min_id = max_id) with status and channel filters', async () => {
    server.reset();
    await client().lists.orders('demo', {
      page: 2,
      limit: 50,
      sort: 'id:asc',
      orderId: '7',
      statusId: 11,
      channelId: 1,
    });
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v2/orders?limit=50&page=2&sort=id:asc&min_id=7&max_id=7&status_id=11&channel_id=1',
    ]);
  });

  it('counts the orders matching the same filters as the list (v2 lists carry no total)', async () => {
    server.reset();
    await expect(client().lists.orderCount('demo')).resolves.toBe(647);
    await expect(
      client().lists.orderCount('demo', { orderId: '7', statusId: 11, channelId: 1 }),
    ).resolves.toBe(51);
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v2/orders/count',
      'GET /bc-api/stores/demo/v2/orders/count?min_id=7&max_id=7&status_id=11&channel_id=1',
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
    server.reset();
    const brands = await client().lists.brands('demo', { page: 3, limit: 50, name: 'ac' });
    expect(brands.data).toEqual([{ id: 3, name: 'Acme' }]);
    expect(brands.meta.pagination.total).toBe(300);
    const customers = await client().lists.customers('demo', { name: 'ada' });
    expect(customers.data[0]?.email).toBe('ada@example.com');
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v3/catalog/brands?limit=50&page=3&name:like=ac',
      'GET /bc-api/stores/demo/v3/customers?limit=25&page=1&name:like=ada',
    ]);
  });

  it("sends a filter rule's query parameters with the page, the search last", async () => {
    server.reset();
    await client().lists.customers('demo', {
      name: 'ada',
      query: { 'date_created:max': '2024-03-01', 'customer_group_id:in': '1,2' },
    });
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v3/customers?limit=25&page=1&date_created:max=2024-03-01&customer_group_id:in=1,2&name:like=ada',
    ]);
  });

  it('searches customer groups by name, reads an empty page as none, and names one by id', async () => {
    server.reset();
    const groups = await client().lists.customerGroups('demo', {
      page: 2,
      limit: 25,
      name: 'whole',
    });
    expect(groups).toEqual([{ id: 2, name: 'Wholesale' }]);
    await expect(client().lists.customerGroups('demo', { name: 'none' })).resolves.toEqual([]);
    await expect(client().lists.customerGroup('demo', '2')).resolves.toEqual({
      id: 2,
      name: 'Wholesale',
    });
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v2/customer_groups?limit=25&page=2&name:like=whole',
      'GET /bc-api/stores/demo/v2/customer_groups?limit=25&page=1&name:like=none',
      'GET /bc-api/stores/demo/v2/customer_groups/2',
    ]);
  });

  it('reads every page of channels, 250 at a time', async () => {
    server.reset();
    const channels = await client().lists.channels('demo');
    expect(channels.map((channel) => channel.name)).toEqual(['Channel 1', 'Channel 2']);
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v3/channels?limit=250&page=1',
      'GET /bc-api/stores/demo/v3/channels?limit=250&page=2',
    ]);
  });

  it('reads the locations', async () => {
    await expect(client().lists.locations('demo')).resolves.toEqual([
      { id: 1, label: 'Warehouse' },
    ]);
  });

  it('reads a page of locations as the platform pages them', async () => {
    server.reset();
    const page = await client().lists.locationPage('demo', { page: 3, limit: 25 });
    expect(page.data).toEqual([{ id: 1, label: 'Warehouse' }]);
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v3/inventory/locations?limit=25&page=3',
    ]);
  });
});
