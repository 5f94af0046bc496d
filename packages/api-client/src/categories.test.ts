import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './index.js';

/** A real HTTP server answering like the gateway, so paths and queries go over the wire. */
const seen: string[] = [];
let server: http.Server;
let baseUrl: string;

const pagination = (count: number) => ({
  pagination: { total: count, count, per_page: 250, current_page: 1, total_pages: 1 },
});

function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x');
  const json = (status: number, data: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(data));
  };
  const base = '/bc-api/stores/demo/v3';
  switch (url.pathname) {
    case `${base}/channels`:
      return json(200, {
        data: [
          { id: 1, name: 'Demo', icon_url: 'https://cdn.example/bc.svg' },
          { id: 3, name: 'Wholesale', icon_url: 'https://cdn.example/bc.svg' },
        ],
        meta: pagination(2),
      });
    case `${base}/catalog/trees`:
      return json(200, {
        data:
          url.searchParams.get('channel_id:in') === '3'
            ? [{ id: 2, name: 'W', channels: [3] }]
            : [],
        meta: pagination(1),
      });
    case `${base}/catalog/trees/2/categories`:
      return json(200, {
        data: [
          {
            id: 40,
            parent_id: 0,
            name: 'Apparel',
            url: '/apparel/',
            is_visible: true,
            children: [
              { id: 41, parent_id: 40, name: 'Tees', url: '/apparel/tees/', children: [] },
            ],
          },
        ],
        meta: {},
      });
    case `${base}/catalog/trees/categories`:
      if (url.searchParams.get('keyword') === 'broken') return json(500, { title: 'Boom' });
      return json(200, {
        data: [{ category_id: 41, name: 'Tees', url: { path: '/apparel/tees/' } }],
        meta: pagination(1),
      });
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

describe('category calls', () => {
  it('reads the storefront channels, the top level of the tree, with their icons', async () => {
    seen.length = 0;
    const channels = await createApiClient({ baseUrl }).categories.storefrontChannels('demo');
    expect(channels.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 1, name: 'Demo' },
      { id: 3, name: 'Wholesale' },
    ]);
    expect(channels[0]?.icon_url).toBe('https://cdn.example/bc.svg');
    expect(seen).toEqual([
      'GET /bc-api/stores/demo/v3/channels?type:in=storefront&include_fields=id,name,icon_url&limit=250&page=1',
    ]);
  });

  it('reads a channel’s categories through the channel’s tree, nested', async () => {
    seen.length = 0;
    const categories = await createApiClient({ baseUrl }).categories.channelCategories('demo', 3);
    expect(categories).toEqual([
      {
        id: 40,
        name: 'Apparel',
        url: '/apparel/',
        children: [{ id: 41, name: 'Tees', url: '/apparel/tees/', children: [] }],
      },
    ]);
    expect(seen).toEqual([
      'GET /bc-api/stores/demo/v3/catalog/trees?channel_id:in=3',
      'GET /bc-api/stores/demo/v3/catalog/trees/2/categories',
    ]);
  });

  it('answers no categories for a channel without a tree, without asking further', async () => {
    seen.length = 0;
    await expect(
      createApiClient({ baseUrl }).categories.channelCategories('demo', 1),
    ).resolves.toEqual([]);
    expect(seen).toHaveLength(1);
  });

  it('searches by keyword for five categories with their URL paths', async () => {
    seen.length = 0;
    const found = await createApiClient({ baseUrl }).categories.search('demo', 'tee');
    expect(found).toEqual([{ category_id: 41, name: 'Tees', url: { path: '/apparel/tees/' } }]);
    expect(seen).toEqual([
      'GET /bc-api/stores/demo/v3/catalog/trees/categories?keyword=tee&include_fields=name,url&limit=5&page=1',
    ]);
  });

  it('rejects a failed search with an ApiError', async () => {
    const failed = await createApiClient({ baseUrl })
      .categories.search('demo', 'broken')
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ status: 500 });
  });
});
