import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './index.js';

/** A real HTTP server answering like the gateway, so paths and queries go over the wire. */
const seen: string[] = [];
let server: http.Server;
let baseUrl: string;

function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x');
  const json = (status: number, data: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(data));
  };
  if (url.pathname === '/bc-api/stores/demo/v3/catalog/products/7/variants')
    return json(200, {
      data: [
        { id: 70, sku: 'MUG-L', option_values: [{ label: 'Large' }], image_url: '' },
        { id: 71, sku: 'MUG-S', option_values: [], image_url: 'https://cdn.example/s.jpg' },
      ],
      meta: {
        pagination: {
          total: 27,
          count: 2,
          per_page: Number(url.searchParams.get('limit')),
          current_page: Number(url.searchParams.get('page')),
          total_pages: 2,
        },
      },
    });
  return json(404, { status: 404, title: 'The product was not found.' });
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

describe('variant calls', () => {
  it('reads a page of a product’s variants with the fields the list shows, 250 by default', async () => {
    seen.length = 0;
    const client = createApiClient({ baseUrl });
    const list = await client.variants.list('demo', 7);
    expect(list.data.map((variant) => variant.sku)).toEqual(['MUG-L', 'MUG-S']);
    expect(list.meta.pagination.total).toBe(27);
    await client.variants.list('demo', 7, { page: 2, limit: 25 });
    expect(seen).toEqual([
      'GET /bc-api/stores/demo/v3/catalog/products/7/variants?include_fields=id,sku,option_values,image_url&limit=250&page=1',
      'GET /bc-api/stores/demo/v3/catalog/products/7/variants?include_fields=id,sku,option_values,image_url&limit=25&page=2',
    ]);
  });

  it('rejects a missing product with a 404 ApiError', async () => {
    const failed = await createApiClient({ baseUrl })
      .variants.list('demo', 8)
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ status: 404 });
  });
});
