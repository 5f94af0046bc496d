import type { FastifyInstance } from 'fastify';
import { storeOf } from '../auth.js';
import type { PlatformDatabase } from '../db.js';
import { notFound } from '../errors.js';
import { flattenQuery } from '../lists/values.js';
import { sql } from '../sql.js';
import { collection, pageOf, pathId } from './collection.js';
import { NOT_FOUND } from './notFoundTitles.js';
import { parseFieldsQuery, parseListQuery, project } from './listQuery.js';
import { firstRow } from '../statements.js';
import { productVariantList, serializeVariant, variantList, type VariantRow } from './variants.js';

/**
 * `GET /v3/catalog/products/{product_id}/variants` (and one variant of it) and
 * `GET /v3/catalog/variants`.
 */
export function variantRoutes(scope: FastifyInstance, db: PlatformDatabase): void {
  const productOf = (storeHash: string, productId: number) => {
    const found = firstRow<{ id: number }>(
      db,
      sql('SELECT id FROM products WHERE store_hash = ? AND id = ?', storeHash, productId),
    );
    if (!found) throw notFound(NOT_FOUND.product);
    return found.id;
  };

  scope.get('/v3/catalog/products/:product_id/variants', async (request) => {
    const { store_hash } = storeOf(request);
    const productId = productOf(store_hash, pathId(request, 'product_id', NOT_FOUND.product));
    const query = parseListQuery(flattenQuery(request.query), productVariantList, new Date());
    const { rows, total } = pageOf<VariantRow>(
      db,
      'variants',
      [sql('product_id = ?', productId)],
      query,
    );
    const data = rows.map((row) => project(serializeVariant(row), query));
    return collection(request, data, total, query);
  });

  scope.get('/v3/catalog/products/:product_id/variants/:variant_id', async (request) => {
    const { store_hash } = storeOf(request);
    const productId = productOf(store_hash, pathId(request, 'product_id', NOT_FOUND.product));
    const variantId = pathId(request, 'variant_id', NOT_FOUND.variant);
    const query = parseFieldsQuery(flattenQuery(request.query));
    const row = firstRow<VariantRow>(
      db,
      sql('SELECT * FROM variants WHERE product_id = ? AND id = ?', productId, variantId),
    );
    if (!row) throw notFound(NOT_FOUND.variant);
    return { data: project(serializeVariant(row), query), meta: {} };
  });

  scope.get('/v3/catalog/variants', async (request) => {
    const { store_hash } = storeOf(request);
    const query = parseListQuery(flattenQuery(request.query), variantList, new Date());
    const { rows, total } = pageOf<VariantRow>(
      db,
      'variants',
      [sql('store_hash = ?', store_hash), ...query.where],
      query,
    );
    const data = rows.map((row) => project(serializeVariant(row), query));
    return collection(request, data, total, query);
  });
}
