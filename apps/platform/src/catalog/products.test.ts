import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TYPE } from '../errors.js';
import { checkContract } from '../testing/contract.js';
import { allProducts, type Product } from '../testing/http.js';
import {
  createTestPlatform,
  DEMO,
  OTHER,
  PUBLIC_URL,
  type TestPlatform,
} from '../testing/platform.js';
import { getJson, type Collection } from './testing/requests.js';

let platform: TestPlatform;
let products: Product[];
beforeAll(async () => {
  platform = createTestPlatform();
  products = await allProducts(platform.app, '?include=channels');
});
afterAll(() => platform.close());

const document = 'products_catalog.v3.yml';
const url = (path: string) => `/stores/${DEMO.storeHash}/v3${path}`;
const contract = (path: string, validRequest = true) =>
  checkContract(platform.app, {
    document,
    method: 'GET',
    url: url(path),
    token: DEMO.accessToken,
    validRequest,
  });
const listed = async (query: string) =>
  (await getJson<Collection<Product>>(platform.app, `/catalog/products${query}`)).body.data.map(
    (product) => product.id,
  );
const idsWhere = (test: (product: Product) => boolean) =>
  products.filter(test).map((product) => product.id);

describe('GET /v3/catalog/products contract', () => {
  it('lists products as product_Full', async () => {
    const { body } = await contract('/catalog/products?limit=250');
    const page = body as Collection<Product>;
    expect(page.data).toHaveLength(250);
  });

  it('lists with include_fields and include=primary_image', async () => {
    const { body } = await contract(
      '/catalog/products?include_fields=is_visible,sku,name,price,sale_price&include=primary_image&limit=50&page=2&sort=name&direction=desc',
    );
    const page = (body as Collection<Product>).data;
    expect(page).toHaveLength(50);
    expect(page.some((product) => product['primary_image'] !== undefined)).toBe(true);
    // The product's own call also names `id` and `primary_image` among the fields, which the
    // platform accepts though the document's enum lists neither.
    const own = await contract(
      '/catalog/products?include_fields=id,is_visible,sku,name,primary_image,price,sale_price&include=primary_image&limit=50',
      false,
    );
    expect((own.body as Collection<Product>).data).toHaveLength(50);
  });

  it('includes every emulated sub-resource', async () => {
    await contract(
      '/catalog/products?include=images,primary_image,variants,options,channels,custom_fields,bulk_pricing_rules,modifiers,videos,parent_relations&exclude_fields=description',
    );
    await contract(
      '/catalog/products?keyword=linen&keyword_context=merchant&is_visible=true&categories:in=21&availability=available&condition=new&channel_id:in=1,2&brand_id=1&date_modified:min=2024-01-01&date_modified:max=2026-03-01&sort=total_sold',
    );
  });

  it('serves one product with include, include_fields and exclude_fields', async () => {
    const product = products[4];
    const { body } = await contract(`/catalog/products/${product?.id}`);
    const { channels: _channels, ...expected } = product ?? { id: 0 };
    expect(body).toEqual({ data: expected, meta: {} });
    const included = await contract(
      `/catalog/products/${product?.id}?include=variants,images,primary_image,options&include_fields=name`,
    );
    const data = (included.body as { data: Product }).data;
    expect(Object.keys(data).sort()).toEqual(
      [
        'id',
        'name',
        'variants',
        'images',
        'options',
        ...(data['primary_image'] ? ['primary_image'] : []),
      ].sort(),
    );
    const excluded = await contract(
      `/catalog/products/${product?.id}?exclude_fields=id,description`,
    );
    expect((excluded.body as { data: Product }).data).not.toHaveProperty('description');
    expect((excluded.body as { data: Product }).data.id).toBe(product?.id);
  });

  it('answers 404 for an unknown product', async () => {
    for (const [path, valid] of [
      ['/catalog/products/987654', true],
      ['/catalog/products/not-a-number', false],
    ] as const) {
      const { status, body } = await contract(path, valid);
      expect(status).toBe(404);
      expect(body).toMatchObject({ status: 404, title: expect.any(String), type: ERROR_TYPE });
    }
  });
});

describe('GET /v3/catalog/products/{product_id} behaviour', () => {
  it('answers 422 for a sub-resource it cannot include or an unknown field', async () => {
    const { status, body } = await getJson<{ errors: Record<string, string> }>(
      platform.app,
      `/catalog/products/${products[0]?.id}?include=reviews&include_fields=shoe_size`,
    );
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(['include', 'include_fields']);
  });

  it('includes the same variants as the variants endpoint, on the list and on one product', async () => {
    const id = products[0]?.id;
    const variants = (await getJson<Collection>(platform.app, `/catalog/products/${id}/variants`))
      .body.data;
    const one = await getJson<{ data: Product }>(
      platform.app,
      `/catalog/products/${id}?include=variants`,
    );
    expect(one.body.data['variants']).toEqual(variants);
    const list = await getJson<Collection<Product>>(
      platform.app,
      `/catalog/products?id:in=${id}&include=variants&include_fields=name`,
    );
    expect(list.body.data[0]?.['variants']).toEqual(variants);
  });

  it('includes options whose values are those of the variants, ten products a page', async () => {
    const { body } = await getJson<Collection<Product>>(
      platform.app,
      '/catalog/products?include=options,variants&limit=50',
    );
    expect(body.data).toHaveLength(10);
    expect(body.meta.pagination.per_page).toBe(10);
    for (const product of body.data) {
      const options = product['options'] as Array<{
        id: number;
        display_name: string;
        option_values: Array<{ id: number; label: string }>;
      }>;
      const variants = product['variants'] as Array<{
        option_values: Array<{ id: number; option_id: number; label: string }>;
      }>;
      if (options.length === 0) {
        expect(variants).toHaveLength(1);
        expect(product['base_variant_id']).toEqual(expect.any(Number));
        continue;
      }
      expect(product).not.toHaveProperty('base_variant_id');
      expect(variants.length).toBeGreaterThanOrEqual(2);
      expect(variants.length).toBeLessThanOrEqual(6);
      for (const variant of variants) {
        for (const value of variant.option_values) {
          const option = options.find((candidate) => candidate.id === value.option_id);
          expect(option?.option_values).toContainEqual(
            expect.objectContaining({ id: value.id, label: value.label }),
          );
        }
      }
    }
  });

  it('gives primary images URLs served by the emulator', async () => {
    const { body } = await getJson<{ data: Product }>(
      platform.app,
      `/catalog/products/${products.find((p) => p.id > 0)?.id}?include=images`,
    );
    for (const image of body.data['images'] as Array<{ id: number; url_standard: string }>) {
      expect(image.url_standard).toBe(`${PUBLIC_URL}/product_images/${image.id}.svg?size=standard`);
    }
  });
});

describe('GET /v3/catalog/products filters over the seeded catalogue', () => {
  it('filters on channel_id:in: products listed on any of the channels', async () => {
    const on = (channel: number) => (product: Product) =>
      (product['channels'] as number[]).includes(channel);
    const onTwo = idsWhere(on(2));
    expect(onTwo.length).toBeGreaterThan(0);
    expect(onTwo.length).toBeLessThan(products.length);
    expect(await listed('?channel_id:in=2&limit=250')).toEqual(onTwo);
    expect(await listed('?channel_id:in=3,2&limit=250')).toEqual(
      idsWhere((product) => on(2)(product) || on(3)(product)),
    );
    expect(await listed('?channel_id:in=7')).toEqual([]);
    // Most products are on the storefront.
    expect(idsWhere(on(1)).length / products.length).toBeGreaterThan(0.85);
  });

  it('filters on brand_id and categories:in (products in all the listed categories)', async () => {
    expect(await listed('?brand_id=13&limit=250')).toEqual(
      idsWhere((product) => product['brand_id'] === 13),
    );
    const inAll = (wanted: number[]) => (product: Product) =>
      wanted.every((id) => (product['categories'] as number[]).includes(id));
    const gifts = idsWhere(inAll([22, 30]));
    expect(gifts.length).toBeGreaterThan(0);
    expect(await listed('?categories:in=22,30&limit=250')).toEqual(gifts);
    expect(await listed('?categories:in=33&limit=250')).toEqual(idsWhere(inAll([33])));
  });

  it('filters on condition, availability and the price bounds', async () => {
    for (const condition of ['New', 'Used', 'Refurbished']) {
      const expected = idsWhere((product) => product['condition'] === condition).slice(0, 250);
      expect(expected.length).toBeGreaterThan(0);
      expect(await listed(`?condition=${condition.toLowerCase()}&limit=250`)).toEqual(expected);
    }
    expect(await listed('?availability=preorder&limit=250')).toEqual(
      idsWhere((product) => product['availability'] === 'preorder'),
    );
    const price = (product: Product) => product['price'] as number;
    expect(await listed('?price:min=100&price:max=150.5&limit=250')).toEqual(
      idsWhere((product) => price(product) >= 100 && price(product) <= 150.5),
    );
  });

  it('matches the keyword against the brand name and the description too', async () => {
    const copperline = await listed('?keyword=copperline&limit=250');
    expect(copperline).toEqual(idsWhere((product) => product['brand_id'] === 16));
    expect(copperline.length).toBeGreaterThan(0);
    // "expeditions" is only in the outdoor family's descriptions.
    expect(await listed('?keyword=expeditions&limit=250')).toEqual(
      idsWhere((product) => (product['categories'] as number[]).includes(23)),
    );
  });

  it('sorts by total_sold, most sold first', async () => {
    const sold = (
      await getJson<Collection<Product>>(
        platform.app,
        '/catalog/products?sort=total_sold&direction=desc&include_fields=total_sold&limit=250',
      )
    ).body.data.map((product) => product['total_sold'] as number);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
  });
});

describe('credentials on the catalog endpoints', () => {
  const paths = [
    '/catalog/products',
    '/catalog/products/1',
    '/catalog/products/1/variants',
    '/catalog/products/1/variants/1',
    '/catalog/variants',
    '/catalog/brands',
    '/catalog/brands/1',
    '/catalog/categories',
    '/catalog/categories/21',
    '/catalog/trees',
    '/catalog/trees/categories',
    '/catalog/trees/1/categories',
  ];

  it.each(paths)(
    '%s answers 401 without valid credentials, 403 with another store’s',
    async (path) => {
      const unauthorized = await getJson<{ status: number }>(platform.app, path, 'not-a-token');
      expect(unauthorized.status).toBe(401);
      expect(unauthorized.body.status).toBe(401);
      const forbidden = await getJson<{ status: number }>(platform.app, path, OTHER.accessToken);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.status).toBe(403);
    },
  );
});
