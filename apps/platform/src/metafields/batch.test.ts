import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TYPE } from '../errors.js';
import { createTestPlatform, type TestPlatform } from '../testing/platform.js';
import { resourceOf } from './resources.js';
import { appToken, call, freshKey, targetOf, type Target } from './testing/testkit.js';

/** Behaviour of the batch endpoints: partial success, limits, listing across resources. */

let platform: TestPlatform;
let products: Target;
let productIds: number[];
beforeAll(() => {
  platform = createTestPlatform();
  products = targetOf(platform.db, resourceOf('product'));
  productIds = platform.db
    .prepare<[], { id: number }>(
      "SELECT id FROM products WHERE store_hash = 'demo' ORDER BY id LIMIT 5",
    )
    .all()
    .map((row) => row.id);
});
afterAll(() => platform.close());

interface Written {
  data: Array<{ id: number; key: string; value: string; resource_id: number }>;
  errors: Array<{ status: number; title: string; type: string; errors: Record<string, string> }>;
  meta: { total: number; success: number; failed: number };
}

const item = (resourceId: number, fields: Record<string, unknown> = {}) => ({
  resource_id: resourceId,
  ...freshKey('batch'),
  value: 'v',
  permission_set: 'write',
  ...fields,
});

async function write(
  method: 'POST' | 'PUT' | 'DELETE',
  payload: unknown,
  url = products.batch,
  token?: string,
) {
  const { status, body } = await call(platform.app, {
    method,
    url,
    payload,
    ...(token ? { token } : {}),
  });
  return { status, body: body as unknown as Written };
}

const exists = (id: number) =>
  platform.db.prepare('SELECT 1 FROM metafields WHERE id = ?').get(id) !== undefined;

describe('batch writes', () => {
  it('applies the valid items and lists each failed one by its index', async () => {
    const duplicateKey = freshKey('dup');
    const { status, body } = await write('POST', [
      item(productIds[0] ?? 0),
      item(productIds[1] ?? 0, duplicateKey),
      item(987_654),
      item(productIds[2] ?? 0, { value: '' }),
      item(productIds[1] ?? 0, duplicateKey),
      'not an object',
    ]);
    expect(status).toBe(422);
    expect(body.meta).toEqual({ total: 6, success: 2, failed: 4 });
    expect(body.data.map((m) => m.resource_id)).toEqual([productIds[0], productIds[1]]);
    expect(body.data.every((m) => exists(m.id))).toBe(true);
    expect(body.errors.map((e) => e.status)).toEqual([404, 422, 409, 422]);
    expect(body.errors[0]).toEqual({
      status: 404,
      title: 'The product was not found.',
      type: ERROR_TYPE,
      errors: { '2': 'The product was not found.', '2.resource_id': 'no product has this id' },
    });
    expect(body.errors[1]?.errors).toMatchObject({ '3.value': expect.any(String) });
    expect(Object.keys(body.errors[2]?.errors ?? {})).toContain('4');
    expect(body.errors[3]?.errors).toMatchObject({ '5.body': 'must be an object' });
  });

  it('answers 200 with empty errors when every item succeeds, and accepts an empty batch', async () => {
    const { status, body } = await write('POST', [
      item(productIds[0] ?? 0),
      item(productIds[0] ?? 0),
    ]);
    expect(status).toBe(200);
    expect(body.errors).toEqual([]);
    expect(body.meta).toEqual({ total: 2, success: 2, failed: 0 });
    const empty = await write('POST', []);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ data: [], errors: [], meta: { total: 0, success: 0, failed: 0 } });
  });

  it('updates only the fields sent, checks ownership per item, and deletes', async () => {
    const owner = appToken(platform.db, 'batch-owner');
    const mine = await write('POST', [item(productIds[0] ?? 0, { description: 'kept' })]);
    const theirs = await write(
      'POST',
      [item(productIds[0] ?? 0, { permission_set: 'read' })],
      products.batch,
      owner,
    );
    const [a] = mine.body.data;
    const [b] = theirs.body.data;
    if (!a || !b) throw new Error('setup failed');
    const updated = await write('PUT', [
      { id: a.id, value: 'changed' },
      { id: b.id, value: 'not yours' },
      { id: 987_654_321, value: 'x' },
      { value: 'no id' },
    ]);
    expect(updated.status).toBe(422);
    expect(updated.body.data).toEqual([
      expect.objectContaining({ id: a.id, value: 'changed', key: a.key, description: 'kept' }),
    ]);
    expect(updated.body.errors.map((e) => e.status)).toEqual([403, 404, 422]);
    expect(updated.body.errors[2]?.errors).toMatchObject({ '3.id': 'id is required' });
    const removed = await write('DELETE', [a.id, b.id, a.id, 'x']);
    expect(removed.status).toBe(422);
    expect(removed.body.data).toEqual([a.id]);
    expect(removed.body.errors.map((e) => e.status)).toEqual([403, 404, 422]);
    expect(exists(a.id)).toBe(false);
    expect(exists(b.id)).toBe(true);
  });

  it('follows the brands document’s 422 for a batch update: one error object', async () => {
    const brands = targetOf(platform.db, resourceOf('brand'));
    const made = await write('POST', [item(brands.resourceId)], brands.batch);
    const id = made.body.data[0]?.id ?? 0;
    const { status, body } = await call(platform.app, {
      method: 'PUT',
      url: brands.batch,
      payload: [
        { id, value: 'ok' },
        { id, key: 'k'.repeat(65) },
      ],
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({
      status: 422,
      type: ERROR_TYPE,
      errors: { '1': 'The metafield is not valid.', '1.key': expect.any(String) },
      data: [expect.objectContaining({ id, value: 'ok' })],
      meta: { total: 2, success: 1, failed: 1 },
    });
  });

  it('refuses a body that is not a list, and one above the size limit', async () => {
    expect((await write('POST', { resource_id: 1 })).status).toBe(400);
    const big = Array.from({ length: 520 }, (_, i) =>
      item(productIds[i % 5] ?? 0, { value: 'x'.repeat(65_535) }),
    );
    const { status } = await call(platform.app, {
      method: 'POST',
      url: products.batch,
      payload: big,
    });
    expect(status).toBe(413);
  });
});

describe('batch listing', () => {
  let made: Written['data'];
  beforeAll(async () => {
    const namespace = 'listing';
    const { body } = await write(
      'POST',
      productIds.flatMap((id, i) => [
        item(id, { namespace, key: `a${i}` }),
        item(id, { namespace, key: `b${i}` }),
      ]),
    );
    made = body.data;
  });

  const list = async (query: string, url = products.batch) => {
    const { status, body } = await call(platform.app, { method: 'GET', url: `${url}${query}` });
    return {
      status,
      body: body as unknown as {
        data: Array<{ id: number; resource_id: number; key: string }>;
        meta: { pagination: { total: number; total_pages: number } };
      },
    };
  };

  it('filters by resource_id:in, key:in and namespace across resources', async () => {
    const two = `${productIds[1]},${productIds[3]}`;
    const { body } = await list(`?namespace=listing&resource_id:in=${two}`);
    expect(body.data.map((m) => m.key)).toEqual(['a1', 'b1', 'a3', 'b3']);
    const keys = await list('?namespace=listing&key:in=a0,b4&direction=desc');
    expect(keys.body.data.map((m) => m.key)).toEqual(['b4', 'a0']);
  });

  it('pages over every metafield of the type, in id order, without gaps or repeats', async () => {
    const seen: number[] = [];
    const first = await list('?limit=250');
    const { total, total_pages: pages } = first.body.meta.pagination;
    for (let page = 1; page <= pages; page += 1) {
      const { body } = await list(`?limit=250&page=${page}`);
      seen.push(...body.data.map((m) => m.id));
    }
    expect(seen).toHaveLength(total);
    expect([...seen].sort((x, y) => x - y)).toEqual(seen);
    expect(new Set(seen).size).toBe(total);
    expect(seen).toEqual(expect.arrayContaining(made.map((m) => m.id)));
    const counted = platform.db
      .prepare<[], { n: number }>(
        "SELECT COUNT(*) AS n FROM metafields WHERE store_hash = 'demo' AND resource_type = 'product'",
      )
      .get()?.n;
    // Nothing in the demo store is app_only to another client of the store token's view…
    const hidden = platform.db
      .prepare<[string], { n: number }>(
        `SELECT COUNT(*) AS n FROM metafields WHERE store_hash = 'demo' AND resource_type = 'product'
           AND permission_set = 'app_only' AND owner_client_id <> ?`,
      )
      .get(
        platform.db
          .prepare<[], { c: string }>(
            "SELECT api_client_id AS c FROM stores WHERE store_hash = 'demo'",
          )
          .get()?.c ?? '',
      )?.n;
    // …except the other clients' app_only metafields, which it never sees.
    expect(total).toBe((counted ?? 0) - (hidden ?? 0));
    expect(hidden).toBeGreaterThan(0);
  });

  it('sees every write at once, its own and another connection’s, while paging', async () => {
    const total = async () => (await list('?limit=250&page=2')).body.meta.pagination.total;
    const before = await total();
    await write('POST', [item(productIds[4] ?? 0)]);
    expect(await total()).toBe(before + 1);
    platform.db
      .prepare(
        "DELETE FROM metafields WHERE id = (SELECT MAX(id) FROM metafields WHERE resource_type = 'product')",
      )
      .run();
    expect(await total()).toBe(before);
  });

  it('walks the same rows by cursor as by page', async () => {
    const byPage: number[] = [];
    const pages = (await list('?limit=100')).body.meta.pagination.total_pages;
    for (let page = 1; page <= pages; page += 1) {
      byPage.push(
        ...(await list(`?limit=100&page=${page}&direction=desc`)).body.data.map((m) => m.id),
      );
    }
    const byCursor: number[] = [];
    let query = '?limit=100&direction=desc';
    for (;;) {
      const { body } = await list(query);
      byCursor.push(...body.data.map((m) => m.id));
      const next = (body.meta as unknown as { cursor_pagination: { links: { next?: string } } })
        .cursor_pagination.links.next;
      if (!next) break;
      query = next;
    }
    expect(byCursor).toEqual(byPage);
    expect([...byPage].sort((x, y) => y - x)).toEqual(byPage);
  });

  it('answers a bad parameter with 422, or 400 where the document says so (brands)', async () => {
    expect((await list('?limit=-1')).status).toBe(422);
    const brands = resourceOf('brand');
    expect((await list('?limit=-1', `/stores/demo/v3${brands.batchPath}`)).status).toBe(400);
  });
});
