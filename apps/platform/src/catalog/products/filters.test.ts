import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProducts } from '../../testing/http.js';
import {
  createTestPlatform,
  DEMO,
  insertProduct,
  SEED_NOW,
  type TestPlatform,
} from '../../testing/platform.js';

let platform: TestPlatform;
const ids: Record<string, number> = {};

beforeAll(() => {
  platform = createTestPlatform([{ ...DEMO, size: 'small', productCount: 0, now: SEED_NOW }]);
  const add = (key: string, fields: { name: string } & Record<string, string | number>) => {
    ids[key] = insertProduct(platform.db, DEMO.storeHash, fields);
  };
  add('apron', {
    name: 'Linen Apron — Sage',
    sku: 'APR-LIN-0001',
    price: 34.99,
    total_sold: 12,
    date_modified: '2025-06-01T10:00:00+00:00',
  });
  add('mug', {
    name: 'Enamel Camp Mug — Moss',
    sku: 'MUG-ENM-0002',
    price: 14.5,
    sale_price: 9.99,
    total_sold: 80,
    is_visible: 0,
    date_modified: '2025-09-15T08:30:00+00:00',
  });
  add('tent', {
    name: 'Ultralight Two-Person Tent — Storm',
    sku: 'TNT-ULT-0003',
    price: 449,
    total_sold: 3,
    is_featured: 1,
    date_modified: '2026-01-20T00:00:00+00:00',
  });
  add('towel', {
    name: 'Linen Tea Towel — Oat',
    sku: 'TWL-LIN-0004',
    price: 14.5,
    total_sold: 80,
    inventory_tracking: 'product',
    inventory_level: 0,
    date_modified: '2024-12-24T23:59:59+00:00',
  });
  add('pen', {
    name: 'Brass Fountain Pen — Black',
    sku: '',
    price: 120,
    total_sold: 41,
    is_visible: 0,
    availability: 'preorder',
    date_modified: '2025-03-03T03:03:03+00:00',
  });
});
afterAll(() => platform.close());

const idsOf = async (query: string) =>
  (await listProducts(platform.app, query)).body.data.map((p) => p.id);
const named = (...keys: string[]) => keys.map((key) => ids[key]);

describe('GET /v3/catalog/products filters', () => {
  it('matches keyword against name and SKU, in any case, every term', async () => {
    expect(await idsOf('?keyword=LINEN')).toEqual(named('apron', 'towel'));
    expect(await idsOf('?keyword=mug-enm')).toEqual(named('mug'));
    expect(await idsOf('?keyword=linen%20oat')).toEqual(named('towel'));
    expect(await idsOf('?keyword=100%25')).toEqual([]);
    expect(await idsOf('?keyword=linen&keyword_context=merchant')).toEqual(named('apron', 'towel'));
  });

  it('filters on is_visible, true or false', async () => {
    expect(await idsOf('?is_visible=false')).toEqual(named('mug', 'pen'));
    expect(await idsOf('?is_visible=true')).toEqual(named('apron', 'tent', 'towel'));
    expect(await idsOf('?is_visible=1')).toEqual(named('apron', 'tent', 'towel'));
  });

  it('filters on id:in, id ranges, sku:in, price, availability and is_featured', async () => {
    expect(await idsOf(`?id:in=${ids['tent']},${ids['apron']},9999`)).toEqual(
      named('apron', 'tent'),
    );
    expect(await idsOf(`?id%3Ain=${ids['pen']}`)).toEqual(named('pen'));
    expect(await idsOf(`?id:not_in=${ids['apron']},${ids['mug']}`)).toEqual(
      named('tent', 'towel', 'pen'),
    );
    expect(await idsOf(`?id:min=${ids['mug']}&id:less=${ids['towel']}`)).toEqual(
      named('mug', 'tent'),
    );
    expect(await idsOf('?sku:in=TWL-LIN-0004,APR-LIN-0001')).toEqual(named('apron', 'towel'));
    expect(await idsOf('?price=14.5')).toEqual(named('mug', 'towel'));
    expect(await idsOf('?availability=preorder')).toEqual(named('pen'));
    expect(await idsOf('?is_featured=1')).toEqual(named('tent'));
    expect(await idsOf('?out_of_stock=1')).toEqual(named('towel'));
  });

  it('filters on date_modified bounds', async () => {
    expect(
      await idsOf('?date_modified:min=2025-06-01T10:00:00Z&date_modified:max=2026-01-01T00:00:00Z'),
    ).toEqual(named('apron', 'mug'));
    expect(await idsOf('?date_modified=2024-12-24')).toEqual(named('towel'));
  });

  it('sorts by the requested column and direction, ties broken by id', async () => {
    expect(await idsOf('?sort=name')).toEqual(named('pen', 'mug', 'apron', 'towel', 'tent'));
    expect(await idsOf('?sort=name&direction=desc')).toEqual(
      named('tent', 'towel', 'apron', 'mug', 'pen'),
    );
    expect(await idsOf('?sort=price&direction=desc')).toEqual(
      named('tent', 'pen', 'apron', 'towel', 'mug'),
    );
    expect(await idsOf('?sort=price')).toEqual(named('mug', 'towel', 'apron', 'pen', 'tent'));
    expect(await idsOf('?sort=total_sold&direction=desc')).toEqual(
      named('towel', 'mug', 'pen', 'apron', 'tent'),
    );
    expect(await idsOf('?sort=calculated_price')).toEqual(
      named('mug', 'towel', 'apron', 'pen', 'tent'),
    );
    expect(await idsOf('?sort=date_modified')).toEqual(
      named('towel', 'pen', 'apron', 'mug', 'tent'),
    );
    expect(await idsOf('?sort=sku&direction=asc')).toEqual(
      named('pen', 'apron', 'mug', 'tent', 'towel'),
    );
    expect(await idsOf('?direction=desc')).toEqual(named('pen', 'towel', 'tent', 'mug', 'apron'));
  });

  it('counts the filtered total, not the store total', async () => {
    const { body } = await listProducts(platform.app, '?is_visible=false&limit=1');
    expect(body.meta.pagination).toMatchObject({ total: 2, count: 1, total_pages: 2 });
  });
});
