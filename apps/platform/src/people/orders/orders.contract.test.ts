import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContract } from '../../testing/contract.js';
import { createTestPlatform, DEMO, type TestPlatform } from '../../testing/platform.js';
import { expectGatewayRefusals } from '../testing/requests.js';
import { rfc2822 } from '../shared/v2Dates.js';
import type { OrderRow } from './serialize.js';

let platform: TestPlatform;
beforeAll(() => {
  platform = createTestPlatform();
});
afterAll(() => platform.close());

const call = (url: string, validRequest = true) =>
  checkContract(platform.app, {
    document: 'orders.v2.oas2.yml',
    method: 'GET',
    url: `/stores/demo/v2${url}`,
    token: DEMO.accessToken,
    validRequest,
  });

/** A storefront order by a registered customer, to aim every filter at. */
function someOrder(): OrderRow {
  const row = platform.db
    .prepare<[], OrderRow>(
      `SELECT * FROM orders WHERE store_hash = 'demo' AND customer_id > 0 AND cart_id <> ''
         AND is_deleted = 0
       ORDER BY id LIMIT 1 OFFSET 5`,
    )
    .get();
  if (!row) throw new Error('the seed has no storefront order by a customer');
  return row;
}

describe('orders v2: contract', () => {
  it('lists orders as a bare array', async () => {
    const { status, body } = await call('/orders?page=1&limit=5');
    expect(status).toBe(200);
    expect(body).toHaveLength(5);
  });

  it('answers with every documented filter aimed at one order', async () => {
    const order = someOrder();
    const enc = encodeURIComponent;
    const { body } = await call(
      `/orders?min_id=${order.id}&max_id=${order.id}&min_total=${order.total_inc_tax}` +
        `&max_total=${order.total_inc_tax}&customer_id=${order.customer_id}` +
        `&email=${enc(order.billing_email)}&status_id=${order.status_id}&cart_id=${order.cart_id}` +
        `&payment_method=${enc(order.payment_method)}` +
        `&min_date_created=${enc(rfc2822(order.date_created))}` +
        `&max_date_created=${enc(order.date_created)}` +
        `&min_date_modified=${enc(order.date_modified)}` +
        `&max_date_modified=${enc(rfc2822(order.date_modified))}` +
        `&channel_id=${order.channel_id}&external_order_id=&sort=date_created` +
        '&include=fees&consignment_structure=object&page=1&limit=50',
    );
    expect(body).toEqual([
      expect.objectContaining({
        id: order.id,
        customer_id: order.customer_id,
        date_created: rfc2822(order.date_created),
        total_inc_tax: order.total_inc_tax.toFixed(4),
        fees: [],
        billing_address: expect.objectContaining({ email: order.billing_email }),
      }),
    ]);
  });

  it('answers one order, and the documented 404', async () => {
    const order = someOrder();
    const { body } = await call(`/orders/${order.id}?include=fees`);
    expect(body).toMatchObject({ id: order.id, status_id: order.status_id, fees: [] });
    const missing = await call('/orders/1');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual([
      { status: 404, message: 'The requested resource was not found.' },
    ]);
  });

  it('counts orders by status, with the filters', async () => {
    const { body } = await call('/orders/count?channel_id=1&min_id=100');
    const counted = body as { count: number; statuses: Array<{ id: number; count: number }> };
    const expected = platform.db
      .prepare<[], { n: number }>(
        "SELECT COUNT(*) AS n FROM orders WHERE store_hash = 'demo' AND channel_id = 1 AND is_deleted = 0",
      )
      .get();
    expect(counted.count).toBe(expected?.n);
    expect(counted.statuses).toHaveLength(15);
    expect(counted.statuses.reduce((sum, s) => sum + s.count, 0)).toBe(counted.count);
  });

  it('lists the order statuses and answers one', async () => {
    const { body } = await call('/order_statuses');
    expect((body as Array<{ id: number }>).map((s) => s.id)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ]);
    expect((await call('/order_statuses/11')).body).toMatchObject({
      id: 11,
      name: 'Awaiting Fulfillment',
      system_label: 'Awaiting Fulfillment',
    });
  });

  it('refuses missing, unknown and foreign tokens', async () => {
    for (const path of [
      'orders',
      'orders/100',
      'orders/count',
      'order_statuses',
      'order_statuses/1',
    ]) {
      await expectGatewayRefusals(platform.app, `/stores/demo/v2/${path}`);
    }
  });
});
