import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../../testing/platform.js';
import { get, idsOf } from '../testing/requests.js';
import { rfc2822 } from '../shared/v2Dates.js';
import type { OrderRow } from './serialize.js';

let platform: TestPlatform;
/** The demo store's orders not archived, by id. */
let orders: OrderRow[];
beforeAll(() => {
  platform = createTestPlatform();
  orders = platform.db
    .prepare<[], OrderRow>(
      "SELECT * FROM orders WHERE store_hash = 'demo' AND is_deleted = 0 ORDER BY id",
    )
    .all();
});
afterAll(() => platform.close());

/** The ids `GET /v2/orders` answers for `query`, one page of 250; none for a 204. */
async function ids(query: string): Promise<number[]> {
  const { status, body } = await get(platform.app, `/stores/demo/v2/orders?limit=250&${query}`);
  if (status === 204) return [];
  expect(status).toBe(200);
  return idsOf(body as Array<{ id: number }>);
}

/** The ids of the orders `keep` selects: some, not all, so that a filter ignored would show. */
function where(keep: (o: OrderRow) => boolean): number[] {
  const kept = orders.filter(keep).map((o) => o.id);
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.length).toBeLessThan(orders.length);
  return kept;
}
const enc = encodeURIComponent;

describe('GET /v2/orders: filters', () => {
  it('filters by id and total bounds, both inclusive', async () => {
    const [a, b] = [orders[10] as OrderRow, orders[30] as OrderRow];
    expect(await ids(`min_id=${a.id}&max_id=${b.id}`)).toEqual(
      where((o) => o.id >= a.id && o.id <= b.id),
    );
    expect(await ids(`min_total=${a.total_inc_tax}`)).toEqual(
      where((o) => o.total_inc_tax >= a.total_inc_tax),
    );
    expect(await ids(`max_total=${a.total_inc_tax}`)).toEqual(
      where((o) => o.total_inc_tax <= a.total_inc_tax),
    );
    expect(await ids('min_total=50.5&max_total=120')).toEqual(
      where((o) => o.total_inc_tax >= 50.5 && o.total_inc_tax <= 120),
    );
  });

  it('filters by customer, guests being customer 0', async () => {
    const buyer = orders.find((o) => o.customer_id > 0)?.customer_id ?? -1;
    expect(await ids(`customer_id=${buyer}`)).toEqual(where((o) => o.customer_id === buyer));
    const guests = where((o) => o.customer_id === 0);
    expect(guests.length).toBeGreaterThan(0);
    expect(await ids('customer_id=0')).toEqual(guests);
  });

  it('filters by billing email, whatever its case', async () => {
    const email = (orders[3] as OrderRow).billing_email;
    expect(await ids(`email=${enc(email.toUpperCase())}`)).toEqual(
      where((o) => o.billing_email.toLowerCase() === email.toLowerCase()),
    );
  });

  it('filters by status, channel, cart, payment method and external order id', async () => {
    for (const statusId of [2, 10, 11]) {
      expect(await ids(`status_id=${statusId}`)).toEqual(where((o) => o.status_id === statusId));
    }
    for (const channelId of [1, 2, 3]) {
      expect(await ids(`channel_id=${channelId}`)).toEqual(
        where((o) => o.channel_id === channelId),
      );
    }
    const cart = orders.find((o) => o.cart_id !== '')?.cart_id ?? '';
    expect(await ids(`cart_id=${cart}`)).toEqual(where((o) => o.cart_id === cart));
    expect(await ids('payment_method=paypal')).toEqual(where((o) => o.payment_method === 'PayPal'));
    const amazon = orders.find((o) => o.external_order_id !== '')?.external_order_id ?? '';
    expect(await ids(`external_order_id=${amazon}`)).toEqual(
      where((o) => o.external_order_id === amazon),
    );
  });

  it('filters by dates in RFC 2822 and ISO 8601, with offsets', async () => {
    const pivot = orders[40] as OrderRow;
    const created = new Date(pivot.date_created);
    const expectedMin = where((o) => o.date_created >= pivot.date_created);
    expect(await ids(`min_date_created=${enc(rfc2822(pivot.date_created))}`)).toEqual(expectedMin);
    expect(await ids(`min_date_created=${enc(created.toISOString())}`)).toEqual(expectedMin);
    // The same instant five hours west of UTC.
    const local = new Date(created.getTime() - 5 * 3_600_000).toISOString().slice(0, 19);
    expect(await ids(`min_date_created=${enc(`${local}-05:00`)}`)).toEqual(expectedMin);
    expect(await ids(`max_date_created=${enc(`${local}.000-0500`)}`)).toEqual(
      where((o) => o.date_created <= pivot.date_created),
    );
    expect(await ids(`min_date_modified=${enc(rfc2822(pivot.date_modified))}`)).toEqual(
      where((o) => o.date_modified >= pivot.date_modified),
    );
    expect(await ids(`max_date_modified=${enc(pivot.date_modified)}`)).toEqual(
      where((o) => o.date_modified <= pivot.date_modified),
    );
  });

  it('reads a date alone as midnight UTC, so a maximum date ends before that day', async () => {
    const day = (orders[50] as OrderRow).date_created.slice(0, 10);
    expect(await ids(`max_date_created=${day}`)).toEqual(
      where((o) => o.date_created <= `${day}T00:00:00+00:00`),
    );
    expect(await ids(`min_date_created=${day}`)).toEqual(
      where((o) => o.date_created >= `${day}T00:00:00+00:00`),
    );
  });

  it('leaves archived orders out unless is_deleted=true asks for them', async () => {
    platform.db
      .prepare("UPDATE orders SET is_deleted = 1 WHERE store_hash = 'demo' AND id = ?")
      .run((orders[0] as OrderRow).id);
    const archived = platform.db
      .prepare<[], { id: number }>(
        "SELECT id FROM orders WHERE store_hash = 'demo' AND is_deleted = 1 ORDER BY id",
      )
      .all()
      .map((row) => row.id);
    expect(await ids('is_deleted=true')).toEqual(archived);
    const listed = await ids('');
    expect(listed).not.toContain((orders[0] as OrderRow).id);
    expect(await ids('is_deleted=false')).toEqual(listed);
    const one = await get(platform.app, `/stores/demo/v2/orders/${(orders[0] as OrderRow).id}`);
    expect(one.body).toMatchObject({ is_deleted: true });
    platform.db
      .prepare("UPDATE orders SET is_deleted = 0 WHERE store_hash = 'demo' AND id = ?")
      .run((orders[0] as OrderRow).id);
  });

  it('answers 400 in the v2 shape for bad values, one entry per parameter', async () => {
    const { status, body } = await get(
      platform.app,
      '/stores/demo/v2/orders?min_id=abc&min_date_created=last%20week&sort=total:asc',
    );
    expect(status).toBe(400);
    expect(body).toEqual([
      { status: 400, message: expect.stringContaining('min_id') },
      { status: 400, message: expect.stringContaining('min_date_created') },
      { status: 400, message: expect.stringContaining('sort') },
    ]);
    expect((await get(platform.app, '/stores/demo/v2/orders/count?status_id=x')).status).toBe(400);
    expect((await get(platform.app, '/stores/demo/v2/orders?include=products')).status).toBe(400);
  });

  it('writes v2 dates in RFC 2822 and money as four-place strings', async () => {
    const order = orders.find((o) => o.date_shipped !== null) as OrderRow;
    const { body } = await get(platform.app, `/stores/demo/v2/orders/${order.id}`);
    expect(body).toMatchObject({
      date_created: expect.stringMatching(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0000$/,
      ),
      date_shipped: rfc2822(order.date_shipped ?? ''),
      total_inc_tax: expect.stringMatching(/^\d+\.\d{4}$/),
      currency_code: 'USD',
      products: { resource: `/orders/${order.id}/products` },
    });
  });

  it('answers v2 404s for unknown orders and statuses', async () => {
    for (const path of ['orders/99999', 'orders/abc', 'order_statuses/15', 'order_statuses/x']) {
      const { status, body } = await get(platform.app, `/stores/demo/v2/${path}`);
      expect(status).toBe(404);
      expect(body).toEqual([{ status: 404, message: 'The requested resource was not found.' }]);
    }
    const foreign = orders[0] as OrderRow;
    const other = await get(platform.app, `/stores/other/v2/orders/${foreign.id}`, 'other-token');
    expect(other.status).toBe(404);
  });
});
