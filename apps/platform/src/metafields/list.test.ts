import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../testing/platform.js';
import { resourceOf } from './resources.js';
import { call, pathOf } from './testing/testkit.js';

/** Listing: filters, order, paging by page and by cursor, shaping, bad parameters. */

let platform: TestPlatform;
let collection: string;
let ids: number[];
const brands = resourceOf('brand');

interface Listed {
  data: Array<Record<string, unknown> & { id: number }>;
  meta: {
    pagination?: {
      total: number;
      count: number;
      current_page: number;
      total_pages: number;
      links: Record<string, string>;
    };
    cursor_pagination: {
      count: number;
      per_page: number;
      start_cursor?: string;
      end_cursor?: string;
      links: Record<string, string>;
    };
  };
}

async function list(query: string, url = collection) {
  const { status, body } = await call(platform.app, { method: 'GET', url: `${url}${query}` });
  return { status, body: body as unknown as Listed };
}
const idsOf = (body: Listed) => body.data.map((m) => m.id);

beforeAll(async () => {
  platform = createTestPlatform();
  const productId = platform.db
    .prepare<[], { id: number }>(
      `SELECT id FROM products WHERE store_hash = 'demo' AND id NOT IN
         (SELECT resource_id FROM metafields WHERE resource_type = 'product') ORDER BY id LIMIT 1`,
    )
    .get()?.id;
  if (productId === undefined) throw new Error('no product without metafields');
  collection = pathOf(resourceOf('product'), productId);
  ids = [];
  // 12 metafields: namespaces a, b, c in turn, keys k0…k11.
  for (let i = 0; i < 12; i += 1) {
    const { body } = await call(platform.app, {
      method: 'POST',
      url: collection,
      payload: { namespace: 'abc'[i % 3], key: `k${i}`, value: `v${i}`, permission_set: 'read' },
    });
    ids.push((body as unknown as { data: { id: number } }).data.id);
  }
  // Two of them created long ago, one modified recently.
  const set = platform.db.prepare(
    'UPDATE metafields SET date_created = ?, date_modified = ? WHERE id = ?',
  );
  set.run('2024-01-10T08:00:00+00:00', '2024-01-10T08:00:00+00:00', ids[0]);
  set.run('2024-02-10T08:00:00+00:00', '2025-06-01T08:00:00+00:00', ids[1]);
});
afterAll(() => platform.close());

describe('a resource’s metafields', () => {
  it('lists in id order, 50 by default, with the documents’ pagination', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual(ids);
    expect(body.meta.pagination).toMatchObject({
      total: 12,
      count: 12,
      current_page: 1,
      total_pages: 1,
    });
  });

  it('pages with limit and page, and sorts by direction', async () => {
    const { body } = await list('?limit=5&page=2');
    expect(idsOf(body)).toEqual(ids.slice(5, 10));
    expect(body.meta.pagination?.links).toEqual({
      previous: '?page=1&limit=5',
      current: '?page=2&limit=5',
      next: '?page=3&limit=5',
    });
    const desc = await list('?limit=5&page=1&direction=desc');
    expect(idsOf(desc.body)).toEqual([...ids].reverse().slice(0, 5));
    const past = await list('?limit=5&page=9');
    expect(past.body.data).toEqual([]);
    const capped = await list('?limit=1000');
    expect(capped.body.meta.pagination).toMatchObject({ per_page: 250 });
  });

  it('filters by key and namespace, their :in forms adding to the plain ones', async () => {
    expect(idsOf((await list('?key=k3')).body)).toEqual([ids[3]]);
    expect(idsOf((await list('?key:in=k3,k5')).body)).toEqual([ids[3], ids[5]]);
    expect(idsOf((await list('?key=k1&key:in=k3')).body)).toEqual([ids[1], ids[3]]);
    expect(idsOf((await list('?namespace=b')).body)).toEqual([ids[1], ids[4], ids[7], ids[10]]);
    expect(idsOf((await list('?namespace:in=a,c&key:in=k0,k1,k2')).body)).toEqual([ids[0], ids[2]]);
  });

  it('filters by dates', async () => {
    expect(idsOf((await list('?date_created:max=2024-12-31T00:00:00Z')).body)).toEqual([
      ids[0],
      ids[1],
    ]);
    expect(
      idsOf(
        (
          await list(
            '?date_created:min=2024-02-01T00:00:00Z&date_modified:max=2025-12-31T00:00:00Z',
          )
        ).body,
      ),
    ).toEqual([ids[1]]);
    expect((await list('?date_modified:min=yesterday')).status).toBe(422);
  });

  it('shapes with include_fields and exclude_fields, always keeping id', async () => {
    const { body } = await list('?key=k2&include_fields=key,value');
    expect(body.data).toEqual([{ id: ids[2], key: 'k2', value: 'v2' }]);
    const excluded = await list('?key=k2&exclude_fields=value,id,date_created');
    expect(Object.keys(excluded.body.data[0] ?? {})).not.toContain('value');
    expect(excluded.body.data[0]).toHaveProperty('id', ids[2]);
    expect(excluded.body.data[0]).not.toHaveProperty('date_created');
    const one = await call(platform.app, {
      method: 'GET',
      url: `${collection}/${ids[2]}?include_fields=namespace`,
    });
    expect((one.body as unknown as { data: object }).data).toEqual({ id: ids[2], namespace: 'c' });
  });

  it('answers 422 naming each bad parameter', async () => {
    const { status, body } = await call(platform.app, {
      method: 'GET',
      url: `${collection}?limit=0&page=x&direction=up`,
    });
    expect(status).toBe(422);
    expect(Object.keys(body['errors'] as object).sort()).toEqual(['direction', 'limit', 'page']);
  });

  it('ignores parameters its document does not list', async () => {
    // The brands document lists no `direction` or `key:in` for one brand's metafields.
    const brandId = platform.db
      .prepare<[], { id: number }>(
        "SELECT id FROM brands WHERE store_hash = 'demo' ORDER BY id LIMIT 1",
      )
      .get()?.id;
    const url = pathOf(brands, brandId ?? 0);
    for (const key of ['x1', 'x2']) {
      await call(platform.app, {
        method: 'POST',
        url,
        payload: { namespace: 'x', key, value: 'v', permission_set: 'read' },
      });
    }
    const asc = await list('?namespace=x', url);
    const desc = await list('?namespace=x&direction=desc&key:in=x1', url);
    expect(idsOf(desc.body)).toEqual(idsOf(asc.body));
    expect(idsOf(asc.body)).toHaveLength(2);
    // …but its own `id` filters.
    const first = idsOf(asc.body)[0] ?? 0;
    expect(idsOf((await list(`?namespace=x&id:greater=${first}`, url)).body)).toEqual(
      idsOf(asc.body).slice(1),
    );
  });
});

describe('cursor paging', () => {
  it('walks forward and back with after and before', async () => {
    const first = await list('?limit=5');
    const cursor = first.body.meta.cursor_pagination;
    expect(cursor).toMatchObject({ count: 5, per_page: 5 });
    expect(cursor.links.next).toBe(`?after=${encodeURIComponent(cursor.end_cursor ?? '')}&limit=5`);
    const second = await list(cursor.links.next ?? '');
    expect(idsOf(second.body)).toEqual(ids.slice(5, 10));
    expect(second.body.meta.pagination).toBeUndefined();
    const third = await list(second.body.meta.cursor_pagination.links.next ?? '');
    expect(idsOf(third.body)).toEqual(ids.slice(10));
    expect(third.body.meta.cursor_pagination.links.next).toBeUndefined();
    const back = await list(third.body.meta.cursor_pagination.links.previous ?? '');
    expect(idsOf(back.body)).toEqual(ids.slice(5, 10));
    const start = await list(back.body.meta.cursor_pagination.links.previous ?? '');
    expect(idsOf(start.body)).toEqual(ids.slice(0, 5));
    expect(start.body.meta.cursor_pagination.links.previous).toBeUndefined();
  });

  it('keeps filters and direction while walking', async () => {
    const first = await list('?namespace=a&direction=desc&limit=2');
    const next = await list(first.body.meta.cursor_pagination.links.next ?? '');
    expect([...idsOf(first.body), ...idsOf(next.body)]).toEqual([ids[9], ids[6], ids[3], ids[0]]);
  });

  it('refuses a cursor it did not make, or both at once', async () => {
    expect((await list('?after=bm9wZQ==')).status).toBe(422);
    const ok = (await list('?limit=1')).body.meta.cursor_pagination.end_cursor ?? '';
    expect((await list(`?after=${ok}&before=${ok}`)).status).toBe(422);
  });
});
