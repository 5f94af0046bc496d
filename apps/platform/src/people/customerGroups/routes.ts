import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../../area.js';
import { storeOf } from '../../auth.js';
import { whereOf } from '../../lists/filters.js';
import { flattenQuery, intValue } from '../../lists/values.js';
import { and, sql } from '../../sql.js';
import { readPaging } from '../../lists/paging.js';
import { answeringErrors } from '../shared/responseError.js';
import { selectPage } from '../shared/selectPage.js';
import { customersV2BadRequest, v2NotFound } from '../shared/v2Errors.js';
import { customerGroupFilters } from './filters.js';
import { serializeCustomerGroup, type CustomerGroupRow } from './serialize.js';

/**
 * `GET /v2/customer_groups`, `/v2/customer_groups/{customer_group_id}` and
 * `/v2/customer_groups/count` (customers.v2.yml). A v2 list is a bare array, and an empty page
 * is a 204 without a body, as on the platform.
 */
export function customerGroupRoutes(scope: FastifyInstance, { db }: AreaContext): void {
  scope.get(
    '/v2/customer_groups',
    answeringErrors(async (request, reply) => {
      const store = storeOf(request);
      const query = flattenQuery(request.query);
      const errors: Record<string, string> = {};
      const where = whereOf(query, customerGroupFilters, new Date(), errors);
      const paging = readPaging(query, { default: 50, max: 250 }, errors);
      if (Object.keys(errors).length > 0) throw customersV2BadRequest(errors);

      const { rows } = selectPage<CustomerGroupRow>(
        db,
        'customer_groups',
        and([sql('store_hash = ?', store.store_hash), ...where]),
        'id',
        paging,
      );
      if (rows.length === 0) return reply.status(204).send();
      return rows.map(serializeCustomerGroup);
    }),
  );

  scope.get('/v2/customer_groups/count', async (request) => {
    const store = storeOf(request);
    const counted = db
      .prepare<[string], { count: number }>(
        'SELECT COUNT(*) AS count FROM customer_groups WHERE store_hash = ?',
      )
      .get(store.store_hash);
    return { count: counted?.count ?? 0 };
  });

  scope.get(
    '/v2/customer_groups/:customer_group_id',
    answeringErrors(async (request) => {
      const store = storeOf(request);
      const { customer_group_id } = request.params as { customer_group_id: string };
      const id = intValue.safeParse(customer_group_id);
      if (!id.success) throw customersV2BadRequest({ customer_group_id: 'must be an integer' });
      const row = db
        .prepare<[string, number], CustomerGroupRow>(
          'SELECT * FROM customer_groups WHERE store_hash = ? AND id = ?',
        )
        .get(store.store_hash, id.data);
      // The document gives this operation no 404; the platform answers v2's usual one.
      if (!row) throw v2NotFound();
      return serializeCustomerGroup(row);
    }),
  );
}
