import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TYPE } from '../../errors.js';
import { listProducts } from '../../testing/http.js';
import { createTestPlatform, PUBLIC_URL, type TestPlatform } from '../../testing/platform.js';

let platform: TestPlatform;
beforeAll(() => {
  platform = createTestPlatform();
});
afterAll(() => platform.close());

describe('GET /v3/catalog/products response shape', () => {
  it('writes each product with the fields of product_Full', async () => {
    const { body } = await listProducts(platform.app, '?limit=1');
    const product = body.data[0];
    const row = platform.db
      .prepare<[], { name: string; sku: string; price: number }>(
        'SELECT name, sku, price FROM products WHERE id = 1',
      )
      .get();
    expect(product).toMatchObject({
      id: 1,
      name: row?.name,
      sku: row?.sku,
      price: row?.price,
      type: 'physical',
      condition: 'New',
      custom_url: { url: expect.stringMatching(/^\/[a-z0-9-]+\/$/), is_customized: false },
    });
    for (const key of [
      'description',
      'weight',
      'sale_price',
      'retail_price',
      'cost_price',
      'is_visible',
      'is_featured',
      'availability',
      'inventory_level',
      'inventory_tracking',
      'brand_id',
      'categories',
      'total_sold',
      'date_created',
      'date_modified',
    ]) {
      expect(product).toHaveProperty(key);
    }
    expect(product?.['date_modified']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    expect(product).not.toHaveProperty('primary_image');
    expect(product).not.toHaveProperty('images');
  });

  it('returns only id and the listed fields with include_fields', async () => {
    const { body } = await listProducts(
      platform.app,
      '?include_fields=name,price,is_visible&limit=3',
    );
    for (const product of body.data) {
      expect(Object.keys(product).sort()).toEqual(['id', 'is_visible', 'name', 'price']);
    }
    expect(body.data.map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('takes the products list call of the spec: id and an included sub-resource among include_fields', async () => {
    const { body } = await listProducts(
      platform.app,
      '?include_fields=id,is_visible,sku,name,primary_image,price,sale_price&include=primary_image&limit=2',
    );
    for (const product of body.data) {
      expect(Object.keys(product).sort()).toEqual([
        'id',
        'is_visible',
        'name',
        'price',
        'primary_image',
        'sale_price',
        'sku',
      ]);
    }
  });

  it('drops the listed fields with exclude_fields, but never id', async () => {
    const { body } = await listProducts(
      platform.app,
      '?exclude_fields=id,description,custom_url&limit=1',
    );
    const product = body.data[0];
    expect(product?.id).toBe(1);
    expect(product).not.toHaveProperty('description');
    expect(product).not.toHaveProperty('custom_url');
    expect(product).toHaveProperty('name');
  });

  it('adds primary_image, with URLs served by the emulator, for include=primary_image', async () => {
    const withImage = platform.db
      .prepare<[], { product_id: number; id: number }>(
        'SELECT product_id, id FROM product_images WHERE is_thumbnail = 1 ORDER BY product_id LIMIT 1',
      )
      .get();
    const withoutImage = platform.db
      .prepare<[], { id: number }>(
        'SELECT id FROM products WHERE id NOT IN (SELECT product_id FROM product_images) ORDER BY id LIMIT 1',
      )
      .get();
    if (!withImage || !withoutImage) throw new Error('the demo catalogue should have both kinds');

    const query = `?include=primary_image&include_fields=name&id:in=${withImage.product_id},${withoutImage.id}`;
    const { body } = await listProducts(platform.app, query);
    const byId = new Map(body.data.map((p) => [p.id, p]));
    expect(byId.get(withImage.product_id)?.['primary_image']).toMatchObject({
      id: withImage.id,
      product_id: withImage.product_id,
      is_thumbnail: true,
      url_thumbnail: `${PUBLIC_URL}/product_images/${withImage.id}.svg?size=thumbnail`,
      url_standard: `${PUBLIC_URL}/product_images/${withImage.id}.svg?size=standard`,
      url_zoom: `${PUBLIC_URL}/product_images/${withImage.id}.svg?size=zoom`,
      url_tiny: `${PUBLIC_URL}/product_images/${withImage.id}.svg?size=tiny`,
    });
    // The documents allow no null primary_image: a product without images has none.
    expect(byId.get(withoutImage.id)).not.toHaveProperty('primary_image');
  });

  it('lists all images for include=images, thumbnail first', async () => {
    const product = platform.db
      .prepare<[], { product_id: number }>(
        'SELECT product_id FROM product_images GROUP BY product_id HAVING COUNT(*) = 2 LIMIT 1',
      )
      .get();
    if (!product) throw new Error('the demo catalogue should have products with two images');
    const { body } = await listProducts(
      platform.app,
      `?include=images,channels&id=${product.product_id}`,
    );
    const images = body.data[0]?.['images'] as Array<{ is_thumbnail: boolean; sort_order: number }>;
    expect(images.map((image) => [image.is_thumbnail, image.sort_order])).toEqual([
      [true, 0],
      [false, 1],
    ]);
    const channels = platform.db
      .prepare<[number], { channel_id: number }>(
        'SELECT channel_id FROM product_channels WHERE product_id = ? ORDER BY channel_id',
      )
      .all(product.product_id)
      .map((row) => row.channel_id);
    expect(channels.length).toBeGreaterThan(0);
    expect(body.data[0]?.['channels']).toEqual(channels);
  });
});

describe('GET /v3/catalog/products invalid queries', () => {
  const cases: Array<[query: string, errors: string[]]> = [
    ['limit=abc', ['limit']],
    ['limit=0', ['limit']],
    ['page=0', ['page']],
    ['page=-2&limit=1.5', ['page', 'limit']],
    ['direction=sideways', ['direction']],
    ['sort=colour', ['sort']],
    ['is_visible=maybe', ['is_visible']],
    ['id:in=1,x', ['id:in']],
    ['include_fields=name,shoe_size', ['include_fields']],
    ['include=gadgets', ['include']],
    ['include=reviews', ['include']],
    ['keyword_context=robot', ['keyword_context']],
    ['date_modified:min=yesterday', ['date_modified:min']],
    ['price=cheap', ['price']],
  ];

  it.each(cases)('answers 422 naming the bad parameters for ?%s', async (query, keys) => {
    const { status, body } = await listProducts(platform.app, `?${query}`);
    expect(status).toBe(422);
    const error = body as unknown as {
      status: number;
      title: string;
      type: string;
      errors: Record<string, string>;
    };
    expect(error.status).toBe(422);
    expect(error.type).toBe(ERROR_TYPE);
    expect(error.title).toEqual(expect.any(String));
    expect(Object.keys(error.errors).sort()).toEqual([...keys].sort());
  });

  it('ignores parameters it does not know, as the platform does', async () => {
    const { status, body } = await listProducts(platform.app, '?colour=red&limit=2');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
  });
});
