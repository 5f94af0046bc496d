import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';
import { storeOf } from '../auth.js';
import type { PlatformDatabase } from '../db.js';
import { invalidQuery, notFound, PlatformError } from '../errors.js';
import { flattenQuery } from '../lists/values.js';
import { sql } from '../sql.js';
import {
  serializeTreeCategory,
  treeCategoryList,
  treeList,
  type CategoryRow,
} from './categories.js';
import { nestCategories, type TreeRow } from './categoryTree.js';
import { collection, pageOf, pathId } from './collection.js';
import { positiveInt } from '../lists/paging.js';
import { parseListQuery, project } from './listQuery.js';
import { NOT_FOUND } from './notFoundTitles.js';
import { allRows, firstRow } from '../statements.js';

interface CategoryTreeRow {
  id: number;
  name: string;
  channels: string;
}

/**
 * The category trees document answers a bad query with its batch error shape: the error
 * (`GeneralErrorWithErrors`) inside `errors`.
 */
function sendTreeQueryError(reply: FastifyReply, error: unknown) {
  if (!(error instanceof PlatformError) || error.status !== 422) throw error;
  return reply.status(422).send({ errors: error.toBody() });
}

/** `GET /v3/catalog/trees`, `…/trees/categories` and `…/trees/{tree_id}/categories`. */
export function treeRoutes(scope: FastifyInstance, db: PlatformDatabase): void {
  scope.get('/v3/catalog/trees', async (request, reply) => {
    const { store_hash } = storeOf(request);
    try {
      const query = parseListQuery(flattenQuery(request.query), treeList, new Date());
      const { rows, total } = pageOf<CategoryTreeRow>(
        db,
        'category_trees',
        [sql('store_hash = ?', store_hash), ...query.where],
        query,
      );
      const data = rows.map((row) => ({
        id: row.id,
        name: row.name,
        channels: JSON.parse(row.channels) as number[],
      }));
      return collection(request, data, total, query);
    } catch (error) {
      return sendTreeQueryError(reply, error);
    }
  });

  scope.get('/v3/catalog/trees/categories', async (request, reply) => {
    const { store_hash } = storeOf(request);
    try {
      const query = parseListQuery(flattenQuery(request.query), treeCategoryList, new Date());
      const { rows, total } = pageOf<CategoryRow>(
        db,
        'categories',
        [sql('store_hash = ?', store_hash), ...query.where],
        query,
      );
      const data = rows.map((row) => project(serializeTreeCategory(row), query, 'category_id'));
      return collection(request, data, total, query);
    } catch (error) {
      return sendTreeQueryError(reply, error);
    }
  });

  scope.get('/v3/catalog/trees/:tree_id/categories', async (request, reply) => {
    const { store_hash } = storeOf(request);
    const treeId = pathId(request, 'tree_id', NOT_FOUND.tree);
    const depth = z
      .object({ depth: positiveInt.optional() })
      .safeParse(flattenQuery(request.query));
    if (!depth.success) {
      const error = invalidQuery({ depth: depth.error.issues[0]?.message ?? 'is invalid' });
      return sendTreeQueryError(reply, error);
    }
    const tree = firstRow<{ id: number }>(
      db,
      sql('SELECT id FROM category_trees WHERE store_hash = ? AND id = ?', store_hash, treeId),
    );
    if (!tree) throw notFound(NOT_FOUND.tree);
    const rows = allRows<TreeRow>(
      db,
      sql(
        `SELECT id, parent_id, name, is_visible, url_path FROM categories
         WHERE store_hash = ? AND tree_id = ? ORDER BY sort_order, name, id`,
        store_hash,
        treeId,
      ),
    );
    return { data: nestCategories(rows, depth.data.depth), meta: {} };
  });
}
