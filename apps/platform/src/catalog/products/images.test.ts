import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TYPE } from '../../errors.js';
import { families } from '../families.js';
import {
  createTestPlatform,
  DEMO,
  insertProduct,
  type TestPlatform,
} from '../../testing/platform.js';

let platform: TestPlatform;
let imageId: number;
const kitchen = families.find((family) => family.key === 'kitchen');

beforeAll(() => {
  platform = createTestPlatform([{ ...DEMO, size: 'small', productCount: 0 }]);
  const productId = insertProduct(platform.db, DEMO.storeHash, {
    name: 'Cast Iron Skillet — <Slate> & "Co"',
    categories: JSON.stringify([kitchen?.categoryId]),
  });
  imageId = Number(
    platform.db
      .prepare(
        "INSERT INTO product_images (product_id, is_thumbnail, date_modified) VALUES (?, 1, '2026-01-01T00:00:00+00:00')",
      )
      .run(productId).lastInsertRowid,
  );
});
afterAll(() => platform.close());

const get = (url: string) => platform.app.inject({ method: 'GET', url });

describe('GET /product_images/{id}.svg', () => {
  it('serves an accessible SVG in the family colour, without a token', async () => {
    const response = await get(`/product_images/${imageId}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    const svg = response.body;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`role="img" aria-labelledby="product-image-${imageId}-title"`);
    expect(svg).toContain(
      `<title id="product-image-${imageId}-title">Cast Iron Skillet — &#60;Slate&#62; &#38; &#34;Co&#34;</title>`,
    );
    expect(svg).toContain(`fill="${kitchen?.color}"`);
    expect(svg).toContain('>CI</text>');
    expect(svg).toContain('width="500" height="500"');
  });

  it('renders the size the URL asks for', async () => {
    expect((await get(`/product_images/${imageId}.svg?size=thumbnail`)).body).toContain(
      'width="220" height="220"',
    );
    expect((await get(`/product_images/${imageId}.svg?size=zoom`)).body).toContain(
      'width="1280" height="1280"',
    );
    expect((await get(`/product_images/${imageId}.svg?size=huge`)).body).toContain(
      'width="500" height="500"',
    );
  });

  it('answers 404 for an unknown image or file name', async () => {
    const unknown = await get('/product_images/987654.svg');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, type: ERROR_TYPE });
    expect((await get(`/product_images/${imageId}.png`)).statusCode).toBe(404);
    expect((await get('/product_images/..%2Fplatform.sqlite')).statusCode).toBe(404);
  });
});
