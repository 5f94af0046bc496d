import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../../area.js';
import { storeOf } from '../../auth.js';
import { flattenQuery } from '../../lists/values.js';
import { addressesOf } from './addresses.js';
import { listCustomers } from './listCustomers.js';
import { parseCustomerListQuery } from './listQuery.js';
import { customerListMeta } from './meta.js';
import { serializeCustomer } from './serialize.js';

/** `GET /v3/customers` (customers.v3.yml, `getCustomers`). */
export function customerRoutes(scope: FastifyInstance, { db }: AreaContext): void {
  scope.get('/v3/customers', async (request) => {
    const store = storeOf(request);
    const query = parseCustomerListQuery(flattenQuery(request.query), new Date());
    const page = listCustomers(db, store.store_hash, query);
    // `address_count` is always written, so the addresses are always read (one query a page).
    const addresses = addressesOf(
      db,
      page.rows.map((row) => row.id),
    );
    const data = page.rows.map((row) =>
      serializeCustomer(row, addresses.get(row.id) ?? [], query.include),
    );
    return { data, meta: customerListMeta(request.url, query, page) };
  });
}
