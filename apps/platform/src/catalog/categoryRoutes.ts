import type { FastifyInstance } from 'fastify';
import { storeOf } from '../auth.js';
import type { PlatformDatabase } from '../db.js';
import { notFound } from '../errors.js';
import { flattenQuery } from '../lists/values.js';
import { sql } from '../sql.js';
import {
  categoryList,
  DEFAULT_TREE_ID,
  serializeCategory,
  type CategoryRow,
} from './categories.js';
import { collection, pageOf, pathId } from './collection.js';
import { parseFieldsQuery, parseListQuery, project } from './listQuery.js';
import { NOT_FOUND } from './notFoundTitles.js';
import { firstRow } from '../statements.js';

/**
 * The deprecated `GET /v3/catalog/categories` and `GET /v3/catalog/categories/{category_id}`,
 * which serve the default channel's tree only, as on the platform with several storefronts.
 */
export function categoryRoutes(scope: FastifyInstance, db: PlatformDatabase): void {
  scope.get('/v3/catalog/categories', async (request) => {
    const { store_hash } = storeOf(request);
    const query = parseListQuery(flattenQuery(request.query), categoryList, new Date());
    const { rows, total } = pageOf<CategoryRow>(
      db,
      'categories',
      [sql('store_hash = ? AND tree_id = ?', store_hash, DEFAULT_TREE_ID), ...query.where],
      query,
    );
    const data = rows.map((row) => project(serializeCategory(row), query));
    return collection(request, data, total, query);
  });

  scope.get('/v3/catalog/categories/:category_id', async (request) => {
    const { store_hash } = storeOf(request);
    const id = pathId(request, 'category_id', NOT_FOUND.category);
    const query = parseFieldsQuery(flattenQuery(request.query));
    const row = firstRow<CategoryRow>(
      db,
      sql(
        'SELECT * FROM categories WHERE store_hash = ? AND tree_id = ? AND id = ?',
        store_hash,
        DEFAULT_TREE_ID,
        id,
      ),
    );
    if (!row) throw notFound(NOT_FOUND.category);
    return { data: project(serializeCategory(row), query), meta: {} };
  });
}
