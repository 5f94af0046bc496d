import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, DEMO, SEED_NOW, type TestPlatform } from '../../testing/platform.js';
import { get, idsOf } from '../testing/requests.js';
import type { OrderRow } from './serialize.js';

let platform: TestPlatform;
let orders: OrderRow[];
beforeAll(() => {
  // More orders than the largest page.
  platform = createTestPlatform([
    { ...DEMO, size: 'small', productCount: 10, counts: { orders: 320 }, now: SEED_NOW },
  ]);
  orders = platform.db
    .prepare<[], OrderRow>(
      "SELECT * FROM orders WHERE store_hash = 'demo' AND is_deleted = 0 ORDER BY id",
    )
    .all();
});
afterAll(() => platform.close());

async function page(query: string): Promise<number[]> {
  const { status, body } = await get(platform.app, `/stores/demo/v2/orders?${query}`);
  if (status === 204) return [];
  expect(status).toBe(200);
  return idsOf(body as Array<{ id: number }>);
}

type Field =
  | 'id'
  | 'customer_id'
  | 'date_created'
  | 'date_modified'
  | 'status_id'
  | 'channel_id'
  | 'external_id';

/** The orders in a sort's order; the id breaks ties in the same direction, nulls come first. */
function sorted(field: Field, direction: 'asc' | 'desc'): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  const key = (o: OrderRow) => o[field] ?? '';
  return [...orders]
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return sign * (x < y ? -1 : x > y ? 1 : a.id - b.id);
    })
    .map((o) => o.id);
}

describe('GET /v2/orders: paging and sorting', () => {
  it('answers 50 orders by id by default, and at most 250', async () => {
    expect(orders.length).toBeGreaterThan(250);
    expect(await page('')).toEqual(orders.slice(0, 50).map((o) => o.id));
    expect(await page('limit=1000')).toHaveLength(250);
  });

  it('walks every page without gaps or repeats', async () => {
    const seen: number[] = [];
    for (let n = 1; ; n += 1) {
      const ids = await page(`sort=date_modified:desc&limit=45&page=${n}`);
      if (ids.length === 0) break;
      seen.push(...ids);
    }
    expect(seen).toEqual(sorted('date_modified', 'desc'));
  });

  it('answers 204 with an empty body past the last page', async () => {
    const { status, response } = await get(platform.app, '/stores/demo/v2/orders?limit=250&page=3');
    expect(status).toBe(204);
    expect(response.body).toBe('');
    const none = await get(platform.app, '/stores/demo/v2/orders?min_id=999999');
    expect(none.status).toBe(204);
  });

  it('sorts by each documented field, ascending by default', async () => {
    const fields: Field[] = [
      'id',
      'customer_id',
      'date_created',
      'date_modified',
      'status_id',
      'channel_id',
      'external_id',
    ];
    for (const field of fields) {
      expect(await page(`limit=250&sort=${field}`)).toEqual(sorted(field, 'asc').slice(0, 250));
      expect(await page(`limit=250&sort=${field}:desc`)).toEqual(
        sorted(field, 'desc').slice(0, 250),
      );
    }
  });
});
