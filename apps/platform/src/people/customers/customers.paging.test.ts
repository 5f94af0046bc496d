import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pagination } from '../../lists/pagination.js';
import { createTestPlatform, type TestPlatform } from '../../testing/platform.js';
import { get, idsOf } from '../testing/requests.js';
import type { CustomerRow } from './serialize.js';

let platform: TestPlatform;
let customers: CustomerRow[];
beforeAll(() => {
  platform = createTestPlatform();
  customers = platform.db
    .prepare<[], CustomerRow>("SELECT * FROM customers WHERE store_hash = 'demo' ORDER BY id")
    .all();
});
afterAll(() => platform.close());

interface CursorPagination {
  count: number;
  per_page: number;
  start_cursor?: string;
  end_cursor?: string;
  links: { previous?: string; next?: string };
}
interface Page {
  data: Array<{ id: number }>;
  meta: { pagination?: Pagination; cursor_pagination?: CursorPagination };
}

async function page(query: string): Promise<Page> {
  const { status, body } = await get(platform.app, `/stores/demo/v3/customers${query}`);
  expect(status).toBe(200);
  return body as Page;
}

/** The seeded customers in a sort's order, the id breaking ties in the same direction. */
function sorted(column: 'last_name' | 'date_created' | 'date_modified', direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1;
  return [...customers]
    .sort((a, b) => sign * (a[column] < b[column] ? -1 : a[column] > b[column] ? 1 : a.id - b.id))
    .map((c) => c.id);
}

describe('GET /v3/customers: paging and sorting', () => {
  it('sorts by id by default and by each documented sort', async () => {
    expect(idsOf((await page('?limit=250')).data)).toEqual(customers.map((c) => c.id));
    for (const column of ['last_name', 'date_created', 'date_modified'] as const) {
      for (const direction of ['asc', 'desc'] as const) {
        const { data } = await page(`?limit=250&sort=${column}:${direction}`);
        expect(idsOf(data)).toEqual(sorted(column, direction));
      }
    }
  });

  it('walks every page by number without gaps or repeats', async () => {
    const seen: number[] = [];
    let query = '?sort=last_name:desc&limit=7';
    for (;;) {
      const { data, meta } = await page(query);
      seen.push(...idsOf(data));
      const next = meta.pagination?.links.next;
      if (!next) break;
      expect(next).toContain('sort=last_name:desc');
      query = next;
    }
    expect(seen).toEqual(sorted('last_name', 'desc'));
  });

  it('walks forward by cursor and back again, on a sort with ties', async () => {
    const forward: number[][] = [];
    let result = await page('?sort=last_name:asc&limit=7');
    forward.push(idsOf(result.data));
    while (result.meta.cursor_pagination?.links.next) {
      result = await page(result.meta.cursor_pagination.links.next);
      expect(result.meta.pagination).toBeUndefined();
      forward.push(idsOf(result.data));
    }
    expect(forward.flat()).toEqual(sorted('last_name', 'asc'));

    const backward: number[][] = [idsOf(result.data)];
    while (result.meta.cursor_pagination?.links.previous) {
      const previous: string = result.meta.cursor_pagination.links.previous;
      expect(previous).toMatch(/before=/);
      result = await page(previous);
      backward.unshift(idsOf(result.data));
    }
    expect(backward).toEqual(forward);
  });

  it('keeps the filters in cursor links and stops at the edges', async () => {
    const first = await page('?customer_group_id:in=1&limit=5');
    expect(first.meta.cursor_pagination?.links.previous).toBeUndefined();
    expect(first.meta.cursor_pagination?.links.next).toMatch(
      /^\?customer_group_id:in=1&after=.+&limit=5$/,
    );
    const all = customers.filter((c) => c.customer_group_id === 1).map((c) => c.id);
    const last = await page(`?customer_group_id:in=1&limit=5&page=${Math.ceil(all.length / 5)}`);
    expect(idsOf(last.data)).toEqual(all.slice(Math.floor((all.length - 1) / 5) * 5));
  });

  it('serves the maximum of 250 above it, and an empty page past the end', async () => {
    const { meta } = await page('?limit=1000');
    expect(meta.pagination?.per_page).toBe(250);
    const empty = await page('?limit=50&page=9');
    expect(empty.data).toEqual([]);
    expect(empty.meta.pagination).toMatchObject({ total: 60, count: 0, current_page: 9 });
  });

  it('refuses a cursor whose customer is gone, and both directions at once', async () => {
    const cursor = Buffer.from(JSON.stringify({ id: 987654 })).toString('base64');
    const gone = await get(platform.app, `/stores/demo/v3/customers?after=${cursor}`);
    expect(gone.status).toBe(422);
    const both = await get(
      platform.app,
      `/stores/demo/v3/customers?after=${cursor}&before=${cursor}`,
    );
    expect(both.status).toBe(422);
  });
});
