import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TYPE } from '../errors.js';
import { checkContract } from '../testing/contract.js';
import { createTestPlatform, DEMO, OTHER, type TestPlatform } from '../testing/platform.js';
import { getJson, idsOf, type Collection } from './testing/requests.js';

let platform: TestPlatform;
/** A product without options (one base variant) and one with options. */
let simple: { id: number; sku: string; price: number; base_variant_id: number };
let withOptions: { id: number; sku: string };

beforeAll(() => {
  platform = createTestPlatform();
  const first = <T>(sqlText: string): T => {
    const row = platform.db.prepare<[], T>(sqlText).get();
    if (!row) throw new Error(`nothing for ${sqlText}`);
    return row;
  };
  simple = first(
    "SELECT id, sku, price, base_variant_id FROM products WHERE store_hash = 'demo' AND base_variant_id IS NOT NULL ORDER BY id LIMIT 1",
  );
  withOptions = first(
    "SELECT id, sku FROM products WHERE store_hash = 'demo' AND base_variant_id IS NULL AND id IN (SELECT product_id FROM variants GROUP BY product_id HAVING COUNT(*) = 6) ORDER BY id LIMIT 1",
  );
});
afterAll(() => platform.close());

const document = 'product-variants_catalog.v3.yml';
const url = (path: string) => `/stores/${DEMO.storeHash}/v3${path}`;
const contract = (path: string, validRequest = true) =>
  checkContract(platform.app, {
    document,
    method: 'GET',
    url: url(path),
    token: DEMO.accessToken,
    validRequest,
  });

type Variant = Record<string, unknown> & {
  id: number;
  product_id: number;
  sku: string;
  option_values: Array<{
    id: number;
    label: string;
    option_id: number;
    option_display_name: string;
  }>;
};

describe('GET /v3/catalog/products/{product_id}/variants', () => {
  it('gives a product without options its base variant, with the product’s SKU and price', async () => {
    const { body } = await contract(`/catalog/products/${simple.id}/variants`);
    const { data } = body as Collection<Variant>;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      id: simple.base_variant_id,
      product_id: simple.id,
      sku: simple.sku,
      price: simple.price,
      option_values: [],
    });
    expect(data[0]).not.toHaveProperty('sku_id');
  });

  it('gives a product with options one variant per combination of its option values', async () => {
    const { body } = await contract(`/catalog/products/${withOptions.id}/variants?limit=50&page=1`);
    const { data, meta } = body as Collection<Variant>;
    expect(meta.pagination.total).toBe(6);
    const combinations = data.map((variant) =>
      variant.option_values.map((value) => `${value.option_display_name}:${value.label}`).join('|'),
    );
    expect(new Set(combinations).size).toBe(6);
    for (const variant of data) {
      expect(variant.sku.startsWith(`${withOptions.sku}-`)).toBe(true);
      expect(variant.option_values.length).toBeGreaterThan(0);
      expect(variant['sku_id']).toEqual(expect.any(Number));
      expect(variant['calculated_price']).toBe(
        (variant['sale_price'] as number) > 0 ? variant['sale_price'] : variant['price'],
      );
    }
  });

  it('pages and selects fields', async () => {
    const { body } = await contract(
      `/catalog/products/${withOptions.id}/variants?limit=4&page=2&include_fields=sku,option_values`,
    );
    const page = body as Collection<Variant>;
    expect(page.data).toHaveLength(2);
    expect(page.meta.pagination).toMatchObject({ total: 6, count: 2, current_page: 2 });
    for (const variant of page.data) {
      expect(Object.keys(variant).sort()).toEqual(['id', 'option_values', 'sku']);
    }
    const excluded = await contract(
      `/catalog/products/${simple.id}/variants?exclude_fields=option_values,price`,
    );
    const variant = (excluded.body as Collection<Variant>).data[0];
    expect(variant).not.toHaveProperty('option_values');
    expect(variant).not.toHaveProperty('price');
    expect(variant).toHaveProperty('sku');
  });

  it('serves one variant of the product', async () => {
    const list = (
      await getJson<Collection<Variant>>(
        platform.app,
        `/catalog/products/${withOptions.id}/variants`,
      )
    ).body.data;
    const chosen = list[3];
    const { body } = await contract(`/catalog/products/${withOptions.id}/variants/${chosen?.id}`);
    expect(body).toEqual({ data: chosen, meta: {} });
    const fields = await contract(
      `/catalog/products/${withOptions.id}/variants/${chosen?.id}?include_fields=sku`,
    );
    expect(fields.body).toEqual({ data: { id: chosen?.id, sku: chosen?.sku }, meta: {} });
  });

  it('answers 404 for an unknown product, an unknown variant or another product’s variant', async () => {
    for (const [path, valid] of [
      ['/catalog/products/987654/variants', true],
      ['/catalog/products/abc/variants', false],
      [`/catalog/products/${withOptions.id}/variants/987654`, true],
      [`/catalog/products/${withOptions.id}/variants/${simple.base_variant_id}`, true],
      [`/catalog/products/987654/variants/${simple.base_variant_id}`, true],
    ] as const) {
      const { status, body } = await contract(path, valid);
      expect(status, path).toBe(404);
      expect(body).toMatchObject({ status: 404, title: expect.any(String), type: ERROR_TYPE });
    }
  });

  it('answers 422 for bad paging values', async () => {
    const { status, body } = await getJson<{ errors: Record<string, string> }>(
      platform.app,
      `/catalog/products/${simple.id}/variants?limit=abc&page=0`,
    );
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(['limit', 'page']);
  });
});

describe('GET /v3/catalog/variants', () => {
  const total = () =>
    platform.db
      .prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM variants WHERE store_hash = 'demo'")
      .get()?.n;

  it('lists every variant of the store, 50 per page, in id order', async () => {
    const { body } = await contract('/catalog/variants');
    const page = body as Collection<Variant>;
    expect(page.meta.pagination).toMatchObject({ total: total(), count: 50, per_page: 50 });
    const ids = page.data.map((variant) => variant.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('filters with the documented parameters', async () => {
    const variants = (
      await getJson<Collection<Variant>>(
        platform.app,
        `/catalog/variants?product_id:in=${withOptions.id},${simple.id}&limit=250`,
      )
    ).body.data;
    expect(variants).toHaveLength(7);
    expect(new Set(variants.map((variant) => variant.product_id))).toEqual(
      new Set([withOptions.id, simple.id]),
    );
    const [one, two] = variants;
    if (!one || !two) throw new Error('two variants expected');
    const byId = await contract(`/catalog/variants?id=${two.id}&include_fields=sku`);
    expect((byId.body as Collection).data).toEqual([{ id: two.id, sku: two.sku }]);
    const bySku = await contract(`/catalog/variants?sku=${encodeURIComponent(one.sku)}`);
    expect((bySku.body as Collection<Variant>).data.map((variant) => variant.id)).toEqual([one.id]);
    const withUpc = platform.db
      .prepare<[], { id: number; upc: string }>(
        "SELECT id, upc FROM variants WHERE store_hash = 'demo' AND upc <> '' LIMIT 1",
      )
      .get();
    if (!withUpc) throw new Error('some variants should have a UPC');
    const byUpc = await contract(
      `/catalog/variants?upc=${withUpc.upc}&exclude_fields=option_values`,
    );
    expect((byUpc.body as Collection<Variant>).data.map((variant) => variant.id)).toEqual([
      withUpc.id,
    ]);
    await contract(`/catalog/variants?product_id:in=${simple.id}&page=1&limit=10`);
  });

  it('also filters on id:in and sku:in, as the platform’s reference pages show', async () => {
    const first = (await idsOf(platform.app, '/catalog/variants?limit=3')) as number[];
    expect(await idsOf(platform.app, `/catalog/variants?id:in=${first.join(',')},987654`)).toEqual(
      first,
    );
    const skus = (await idsOf(platform.app, '/catalog/variants?limit=2', 'sku')) as string[];
    expect(
      await idsOf(
        platform.app,
        `/catalog/variants?sku:in=${skus.map(encodeURIComponent).join(',')}`,
      ),
    ).toEqual(first.slice(0, 2));
  });

  it('finds one of a product’s variants by SKU beyond the first page (the variants list search)', async () => {
    const last = (await idsOf(
      platform.app,
      `/catalog/products/${withOptions.id}/variants?limit=2&page=3`,
      'sku',
    )) as string[];
    const sku = last.at(-1) ?? '';
    const found = await contract(
      `/catalog/variants?product_id:in=${withOptions.id}&sku=${encodeURIComponent(sku)}&page=1&limit=2&include_fields=id,sku,option_values,image_url`,
    );
    expect((found.body as Collection<Variant>).data.map((variant) => variant.sku)).toEqual([sku]);
    const elsewhere = await idsOf(
      platform.app,
      `/catalog/variants?product_id:in=${simple.id}&sku=${encodeURIComponent(sku)}`,
    );
    expect(elsewhere).toEqual([]);
  });

  it('answers 422 for bad values and shows another store none of these variants', async () => {
    const { status, body } = await getJson<{ errors: Record<string, string> }>(
      platform.app,
      '/catalog/variants?id:in=x&product_id:in=1,y&limit=-1',
    );
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(['id:in', 'limit', 'product_id:in']);
    const other = await platform.app.inject({
      method: 'GET',
      url: `/stores/${OTHER.storeHash}/v3/catalog/variants`,
      headers: { 'x-auth-token': OTHER.accessToken },
    });
    expect(other.json<Collection>().meta.pagination.total).toBe(0);
  });
});
