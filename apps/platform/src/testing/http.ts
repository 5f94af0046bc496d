import type { FastifyInstance } from 'fastify';
import type { Pagination } from '../lists/pagination.js';
import { DEMO } from './platform.js';

export type Product = Record<string, unknown> & { id: number };

/** The body of a v3 list answer. */
export interface ListBody<T = Product> {
  data: T[];
  meta: { pagination: Pagination };
}

/** `GET /stores/demo/v3/catalog/products{query}` with the demo store's token. */
export async function listProducts(app: FastifyInstance, query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `/stores/${DEMO.storeHash}/v3/catalog/products${query}`,
    headers: { 'x-auth-token': DEMO.accessToken },
  });
  return { status: response.statusCode, body: response.json<ListBody>(), response };
}

/** Every product of the demo store, through the API, in id order. */
export async function allProducts(app: FastifyInstance, query = ''): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page += 1) {
    const separator = query === '' ? '?' : `${query}&`;
    const { body } = await listProducts(app, `${separator}limit=250&page=${page}`);
    products.push(...body.data);
    if (page >= body.meta.pagination.total_pages) return products;
  }
}
