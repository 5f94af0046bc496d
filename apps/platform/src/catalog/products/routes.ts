import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storeOf } from '../../auth.js';
import { collection, pathId } from '../collection.js';
import { NOT_FOUND } from '../notFoundTitles.js';
import type { PlatformDatabase } from '../../db.js';
import { notFound } from '../../errors.js';
import { productFieldPlan, serializeProduct } from './fields.js';
import { addIncludes } from './includes.js';
import { findProduct, listProducts } from './listProducts.js';
import { parseProductListQuery, parseProductQuery } from './listQuery.js';
import { flattenQuery } from '../../lists/values.js';

export interface ProductRoutesOptions {
  db: PlatformDatabase;
  /** Base URL of this emulator for image URLs; by default, the address the request came to. */
  publicUrl?: string;
}

/**
 * `GET /v3/catalog/products` and `GET /v3/catalog/products/{product_id}`
 * (products_catalog.v3.yml, operations getProducts and getProduct).
 */
export function productRoutes(scope: FastifyInstance, options: ProductRoutesOptions): void {
  const { db } = options;
  const publicUrlOf = (request: FastifyRequest) =>
    options.publicUrl ?? `${request.protocol}://${request.host}`;

  scope.get('/v3/catalog/products', async (request) => {
    const store = storeOf(request);
    const query = parseProductListQuery(flattenQuery(request.query), new Date());
    const { rows, total } = listProducts(db, store.store_hash, query);
    const plan = productFieldPlan(query.includeFields, query.excludeFields);
    const data = rows.map((row) => serializeProduct(row, plan));
    addIncludes(db, data, query.include, publicUrlOf(request));
    return collection(request, data, total, query);
  });

  scope.get('/v3/catalog/products/:product_id', async (request) => {
    const store = storeOf(request);
    const productId = pathId(request, 'product_id', NOT_FOUND.product);
    const query = parseProductQuery(flattenQuery(request.query));
    const plan = productFieldPlan(query.includeFields, query.excludeFields);
    const row = findProduct(db, store.store_hash, productId, plan.columns);
    if (!row) throw notFound(NOT_FOUND.product);
    const product = serializeProduct(row, plan);
    addIncludes(db, [product], query.include, publicUrlOf(request));
    return { data: product, meta: {} };
  });
}
