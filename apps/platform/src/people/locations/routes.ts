import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../../area.js';
import { storeOf } from '../../auth.js';
import { paginate, rawQueryOf } from '../../lists/pagination.js';
import { throwIfInvalid, whereOf } from '../../lists/filters.js';
import { flattenQuery } from '../../lists/values.js';
import { and, sql } from '../../sql.js';
import { readPaging } from '../../lists/paging.js';
import { selectPage } from '../shared/selectPage.js';
import { locationFilters } from './filters.js';
import { serializeLocation, type LocationRow } from './serialize.js';

/**
 * `GET /v3/inventory/locations` (locations.v3.yml, `getLocations`). The document gives this
 * operation no error answer; a bad filter value gets the platform's usual v3 422 rather than
 * being silently dropped, which would widen the list.
 */
export function locationRoutes(scope: FastifyInstance, { db }: AreaContext): void {
  scope.get('/v3/inventory/locations', async (request) => {
    const store = storeOf(request);
    const query = flattenQuery(request.query);
    const errors: Record<string, string> = {};
    const where = whereOf(query, locationFilters, new Date(), errors);
    const paging = readPaging(query, { default: 50, max: 250 }, errors);
    throwIfInvalid(errors);

    const { rows, total } = selectPage<LocationRow>(
      db,
      'locations',
      and([sql('store_hash = ?', store.store_hash), ...where]),
      'id',
      paging,
    );
    const data = rows.map(serializeLocation);
    const pagination = paginate({
      total,
      count: data.length,
      page: paging.page,
      limit: paging.limit,
      rawQuery: rawQueryOf(request.url),
    });
    return { data, meta: { pagination } };
  });
}
