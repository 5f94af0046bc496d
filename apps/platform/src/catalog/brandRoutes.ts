import type { FastifyInstance } from 'fastify';
import { storeOf } from '../auth.js';
import type { PlatformDatabase } from '../db.js';
import { notFound } from '../errors.js';
import { flattenQuery } from '../lists/values.js';
import { sql } from '../sql.js';
import { brandList, serializeBrand, type BrandRow } from './brands.js';
import { collection, pageOf, pathId } from './collection.js';
import { parseFieldsQuery, parseListQuery, project } from './listQuery.js';
import { NOT_FOUND } from './notFoundTitles.js';
import { firstRow } from '../statements.js';

/** `GET /v3/catalog/brands` and `GET /v3/catalog/brands/{brand_id}`. */
export function brandRoutes(scope: FastifyInstance, db: PlatformDatabase): void {
  scope.get('/v3/catalog/brands', async (request) => {
    const { store_hash } = storeOf(request);
    const query = parseListQuery(flattenQuery(request.query), brandList, new Date());
    const { rows, total } = pageOf<BrandRow>(
      db,
      'brands',
      [sql('store_hash = ?', store_hash), ...query.where],
      query,
    );
    const data = rows.map((row) => project(serializeBrand(row), query));
    return collection(request, data, total, query);
  });

  scope.get('/v3/catalog/brands/:brand_id', async (request) => {
    const { store_hash } = storeOf(request);
    const id = pathId(request, 'brand_id', NOT_FOUND.brand);
    const query = parseFieldsQuery(flattenQuery(request.query));
    const row = firstRow<BrandRow>(
      db,
      sql('SELECT * FROM brands WHERE store_hash = ? AND id = ?', store_hash, id),
    );
    if (!row) throw notFound(NOT_FOUND.brand);
    return { data: project(serializeBrand(row), query), meta: {} };
  });
}
