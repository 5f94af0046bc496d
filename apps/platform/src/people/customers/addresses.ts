import type { PlatformDatabase } from '../../db.js';
import { placeholders } from '../../sql.js';
import type { CustomerAddressRow } from './serialize.js';

/** The addresses of a page of customers in one query, each customer's in the order added. */
export function addressesOf(
  db: PlatformDatabase,
  customerIds: readonly number[],
): Map<number, CustomerAddressRow[]> {
  const byCustomer = new Map<number, CustomerAddressRow[]>();
  if (customerIds.length === 0) return byCustomer;
  const rows = db
    .prepare<number[], CustomerAddressRow>(
      `SELECT * FROM customer_addresses WHERE customer_id IN (${placeholders(customerIds.length)})
       ORDER BY customer_id, id`,
    )
    .all(...customerIds);
  for (const row of rows) {
    const list = byCustomer.get(row.customer_id) ?? [];
    list.push(row);
    byCustomer.set(row.customer_id, list);
  }
  return byCustomer;
}
