import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './index.js';
import {
  json,
  startLocalServer,
  type LocalServer,
  type SentRequest,
} from './testing/localServer.js';

/** A real HTTP server answering like the gateway, so paths and queries go over the wire. */
let server: LocalServer;

const pagination = (count: number) => ({
  pagination: { total: count, count, per_page: 250, current_page: 1, total_pages: 1 },
});

function answer({ path, query }: SentRequest, res: ServerResponse) {
  const base = '/bc-api/stores/demo/v3';
  switch (path) {
    case `${base}/channels`:
      return json(res, 200, {
        data: [
          { id: 1, name: 'Demo', icon_url: 'https://cdn.example/bc.svg' },
          { id: 3, name: 'Wholesale', icon_url: 'https://cdn.example/bc.svg' },
        ],
        meta: pagination(2),
      });
    case `${base}/catalog/trees`:
      return json(res, 200, {
        data: query.get('channel_id:in') === '3' ? [{ id: 2, name: 'W', channels: [3] }] : [],
        meta: pagination(1),
      });
    case `${base}/catalog/trees/2/categories`:
      return json(res, 200, {
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
      if (query.get('keyword') === 'broken') return json(res, 500, { title: 'Boom' });
      if (query.has('name:like'))
        return json(res, 200, {
          data: [{ category_id: 41, name: 'Tees', url: { path: '/apparel/tees/' } }],
          meta: {
            pagination: { total: 51, count: 1, per_page: 50, current_page: 2, total_pages: 2 },
          },
        });
      return json(res, 200, {
        data: [{ category_id: 41, name: 'Tees', url: { path: '/apparel/tees/' } }],
        meta: pagination(1),
      });
  }
  return json(res, 404, { status: 404, title: 'Not found' });
}

beforeAll(async () => {
  server = await startLocalServer(answer);
});
afterAll(() => server.close());

const categories = () => createApiClient({ baseUrl: server.baseUrl }).categories;

describe('category calls', () => {
  it('reads the storefront channels, the top level of the tree, with their icons', async () => {
    server.reset();
    const channels = await categories().storefrontChannels('demo');
    expect(channels.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 1, name: 'Demo' },
      { id: 3, name: 'Wholesale' },
    ]);
    expect(channels[0]?.icon_url).toBe('https://cdn.example/bc.svg');
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v3/channels?type:in=storefront&include_fields=id,name,icon_url&limit=250&page=1',
    ]);
  });

  it('reads a channel’s categories through the channel’s tree, nested', async () => {
    server.reset();
    const nested = await categories().channelCategories('demo', 3);
    expect(nested).toEqual([
      {
        id: 40,
        name: 'Apparel',
        url: '/apparel/',
        children: [{ id: 41, name: 'Tees', url: '/apparel/tees/', children: [] }],
      },
    ]);
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v3/catalog/trees?channel_id:in=3',
      'GET /bc-api/stores/demo/v3/catalog/trees/2/categories',
    ]);
  });

  it('answers no categories for a channel without a tree, without asking further', async () => {
    server.reset();
    await expect(categories().channelCategories('demo', 1)).resolves.toEqual([]);
    expect(server.seen()).toHaveLength(1);
  });

  it('searches by keyword for five categories with their URL paths', async () => {
    server.reset();
    const found = await categories().search('demo', 'tee');
    expect(found).toEqual([{ category_id: 41, name: 'Tees', url: { path: '/apparel/tees/' } }]);
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v3/catalog/trees/categories?keyword=tee&include_fields=name,url&limit=5&page=1',
    ]);
  });

  it('reads a page of categories narrowed by a rule’s query and a keyword, with its total', async () => {
    server.reset();
    const page = await categories().list('demo', {
      page: 2,
      limit: 50,
      query: { 'tree_id:in': '1,3', 'name:like': 'tee' },
      keyword: 'cotton',
    });
    expect(page.data).toEqual([{ category_id: 41, name: 'Tees', url: { path: '/apparel/tees/' } }]);
    expect(page.meta.pagination.total).toBe(51);
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v3/catalog/trees/categories?include_fields=name,url&limit=50&page=2&tree_id:in=1,3&name:like=tee&keyword=cotton',
    ]);
  });

  it('reads the first page of the list’s default size without a query', async () => {
    server.reset();
    await categories().list('demo');
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v3/catalog/trees/categories?include_fields=name,url&limit=25&page=1',
    ]);
  });

  it('rejects a failed search with an ApiError', async () => {
    const failed = await categories()
      .search('demo', 'broken')
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ status: 500 });
  });
});
