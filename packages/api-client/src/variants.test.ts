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

function answer({ path, query }: SentRequest, res: ServerResponse) {
  if (path === '/bc-api/stores/demo/v3/catalog/variants')
    return json(res, 200, {
      data: [{ id: 95, sku: query.get('sku'), option_values: [], image_url: '' }],
      meta: {
        pagination: { total: 1, count: 1, per_page: 25, current_page: 1, total_pages: 1 },
      },
    });
  if (path === '/bc-api/stores/demo/v3/catalog/products/7/variants')
    return json(res, 200, {
      data: [
        { id: 70, sku: 'MUG-L', option_values: [{ label: 'Large' }], image_url: '' },
        { id: 71, sku: 'MUG-S', option_values: [], image_url: 'https://cdn.example/s.jpg' },
      ],
      meta: {
        pagination: {
          total: 27,
          count: 2,
          per_page: Number(query.get('limit')),
          current_page: Number(query.get('page')),
          total_pages: 2,
        },
      },
    });
  return json(res, 404, { status: 404, title: 'The product was not found.' });
}

beforeAll(async () => {
  server = await startLocalServer(answer);
});
afterAll(() => server.close());

describe('variant calls', () => {
  it('reads a page of a product’s variants with the fields the list shows, 250 by default', async () => {
    server.reset();
    const client = createApiClient({ baseUrl: server.baseUrl });
    const list = await client.variants.list('demo', 7);
    expect(list.data.map((variant) => variant.sku)).toEqual(['MUG-L', 'MUG-S']);
    expect(list.meta.pagination.total).toBe(27);
    await client.variants.list('demo', 7, { page: 2, limit: 25 });
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v3/catalog/products/7/variants?include_fields=id,sku,option_values,image_url&limit=250&page=1',
      'GET /bc-api/stores/demo/v3/catalog/products/7/variants?include_fields=id,sku,option_values,image_url&limit=25&page=2',
    ]);
  });

  it('searches the product’s variants by SKU over every page, not only the one shown', async () => {
    server.reset();
    const client = createApiClient({ baseUrl: server.baseUrl });
    const list = await client.variants.list('demo', 7, { limit: 25, search: ' MUG-XL ' });
    expect(list.data.map((variant) => variant.id)).toEqual([95]);
    await client.variants.list('demo', 7, { limit: 25, search: '  ' });
    expect(server.seen()).toEqual([
      'GET /bc-api/stores/demo/v3/catalog/variants?include_fields=id,sku,option_values,image_url&limit=25&page=1&product_id:in=7&sku=MUG-XL',
      'GET /bc-api/stores/demo/v3/catalog/products/7/variants?include_fields=id,sku,option_values,image_url&limit=25&page=1',
    ]);
  });

  it('rejects a missing product with a 404 ApiError', async () => {
    const failed = await createApiClient({ baseUrl: server.baseUrl })
      .variants.list('demo', 8)
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ status: 404 });
  });
});
