import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaContext } from '../../area.js';
import { storeOf } from '../../auth.js';
import type { PlatformDatabase } from '../../db.js';
import { flattenQuery, intValue } from '../../lists/values.js';
import { and, sql } from '../../sql.js';
import { answeringErrors } from '../shared/responseError.js';
import { selectPage } from '../shared/selectPage.js';
import { v2BadRequest, v2NotFound } from '../shared/v2Errors.js';
import { parseOrderFilters, parseOrderListQuery } from './listQuery.js';
import { serializeOrder, type OrderRow } from './serialize.js';
import { ORDER_STATUSES, serializeStatus, statusById } from './statuses.js';

function apiBase(request: FastifyRequest, publicUrl: string | undefined, storeHash: string) {
  return `${publicUrl ?? `${request.protocol}://${request.host}`}/stores/${storeHash}/v2`;
}

function statusCounts(db: PlatformDatabase, storeHash: string, where: ReturnType<typeof and>) {
  const full = and([sql('store_hash = ?', storeHash), where]);
  const rows = db
    .prepare<unknown[], { status_id: number; count: number }>(
      `SELECT status_id, COUNT(*) AS count FROM orders WHERE ${full.text} GROUP BY status_id`,
    )
    .all(...full.params);
  return new Map(rows.map((row) => [row.status_id, row.count]));
}

/**
 * `GET /v2/orders`, `/v2/orders/{order_id}`, `/v2/orders/count`, `/v2/order_statuses` and
 * `/v2/order_statuses/{status_id}` (orders.v2.oas2.yml). A v2 list is a bare array, and an empty
 * page is a 204 without a body, as on the platform.
 */
export function orderRoutes(scope: FastifyInstance, { db, publicUrl }: AreaContext): void {
  scope.get(
    '/v2/orders',
    answeringErrors(async (request, reply) => {
      const store = storeOf(request);
      const query = parseOrderListQuery(flattenQuery(request.query));
      const { field, direction } = query.sort;
      const order = field === 'id' ? `id ${direction}` : `${field} ${direction}, id ${direction}`;
      const { rows } = selectPage<OrderRow>(
        db,
        'orders',
        and([sql('store_hash = ?', store.store_hash), ...query.where]),
        order,
        query.paging,
      );
      if (rows.length === 0) return reply.status(204).send();
      const shape = { apiBase: apiBase(request, publicUrl, store.store_hash), fees: query.fees };
      return rows.map((row) => serializeOrder(row, shape));
    }),
  );

  scope.get(
    '/v2/orders/count',
    answeringErrors(async (request) => {
      const store = storeOf(request);
      const errors: Record<string, string> = {};
      const where = and(parseOrderFilters(flattenQuery(request.query), errors));
      if (Object.keys(errors).length > 0) throw v2BadRequest(errors);
      const counts = statusCounts(db, store.store_hash, where);
      const statuses = [...ORDER_STATUSES]
        .sort((a, b) => a.order - b.order)
        .map((status) => {
          const { order, ...rest } = serializeStatus(status);
          return { ...rest, count: counts.get(status.id) ?? 0, sort_order: order };
        });
      const count = [...counts.values()].reduce((sum, n) => sum + n, 0);
      return { statuses, count };
    }),
  );

  scope.get(
    '/v2/orders/:order_id',
    answeringErrors(async (request) => {
      const store = storeOf(request);
      const { order_id } = request.params as { order_id: string };
      const id = intValue.safeParse(order_id);
      const row = id.success
        ? db
            .prepare<[string, number], OrderRow>(
              'SELECT * FROM orders WHERE store_hash = ? AND id = ?',
            )
            .get(store.store_hash, id.data)
        : undefined;
      if (!row) throw v2NotFound();
      const include = flattenQuery(request.query)['include']?.split(',') ?? [];
      return serializeOrder(row, {
        apiBase: apiBase(request, publicUrl, store.store_hash),
        fees: include.includes('fees'),
      });
    }),
  );

  scope.get('/v2/order_statuses', async () => ORDER_STATUSES.map(serializeStatus));

  scope.get(
    '/v2/order_statuses/:status_id',
    answeringErrors(async (request) => {
      const { status_id } = request.params as { status_id: string };
      const id = intValue.safeParse(status_id);
      const status = id.success ? statusById(id.data) : undefined;
      if (!status) throw v2NotFound();
      return serializeStatus(status);
    }),
  );
}
