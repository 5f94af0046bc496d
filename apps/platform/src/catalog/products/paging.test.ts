import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProducts, listProducts } from '../../testing/http.js';
import { createTestPlatform, type TestPlatform } from '../../testing/platform.js';

let platform: TestPlatform;
beforeAll(() => {
  platform = createTestPlatform();
});
afterAll(() => platform.close());

describe('GET /v3/catalog/products paging', () => {
  it('serves 50 per page by default, with the pagination block and links of the documents', async () => {
    const { status, body } = await listProducts(platform.app);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(50);
    expect(body.data.map((p) => p.id)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(body.meta).toEqual({
      pagination: {
        total: 300,
        count: 50,
        per_page: 50,
        current_page: 1,
        total_pages: 6,
        links: { current: '?page=1&limit=50', next: '?page=2&limit=50' },
      },
    });
  });

  it('computes pages from limit and page, with previous and next links', async () => {
    const { body } = await listProducts(platform.app, '?limit=70&page=3');
    expect(body.data.map((p) => p.id)).toEqual(Array.from({ length: 70 }, (_, i) => 141 + i));
    expect(body.meta.pagination).toEqual({
      total: 300,
      count: 70,
      per_page: 70,
      current_page: 3,
      total_pages: 5,
      links: {
        previous: '?page=2&limit=70',
        current: '?page=3&limit=70',
        next: '?page=4&limit=70',
      },
    });
  });

  it('has no next link on the last page, which may be short', async () => {
    const { body } = await listProducts(platform.app, '?limit=70&page=5');
    expect(body.data.map((p) => p.id)).toEqual(Array.from({ length: 20 }, (_, i) => 281 + i));
    expect(body.meta.pagination.count).toBe(20);
    expect(body.meta.pagination.links).toEqual({
      previous: '?page=4&limit=70',
      current: '?page=5&limit=70',
    });
  });

  it('returns an empty page past the end', async () => {
    const { status, body } = await listProducts(platform.app, '?page=99');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.meta.pagination).toMatchObject({
      total: 300,
      count: 0,
      current_page: 99,
      total_pages: 6,
    });
    expect(body.meta.pagination.links.next).toBeUndefined();
  });

  it('keeps the other query parameters in the links, as they were sent', async () => {
    const { body } = await listProducts(platform.app, '?is_visible=true&sort=name&page=2&limit=10');
    expect(body.meta.pagination.links).toEqual({
      previous: '?is_visible=true&sort=name&page=1&limit=10',
      current: '?is_visible=true&sort=name&page=2&limit=10',
      next: '?is_visible=true&sort=name&page=3&limit=10',
    });
  });

  it('serves at most 250 per page: a larger limit is served at 250', async () => {
    const { status, body } = await listProducts(platform.app, '?limit=1000');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(250);
    expect(body.meta.pagination).toMatchObject({ per_page: 250, total_pages: 2, count: 250 });
    expect(body.meta.pagination.links.next).toBe('?page=2&limit=250');
  });

  it('reports zero pages for an empty result', async () => {
    const { body } = await listProducts(platform.app, '?keyword=zzzzzz');
    expect(body.meta.pagination).toEqual({
      total: 0,
      count: 0,
      per_page: 50,
      current_page: 1,
      total_pages: 0,
      links: { current: '?keyword=zzzzzz&page=1&limit=50' },
    });
  });

  it('walks a sorted list page by page without gaps or repeats', async () => {
    const ids: number[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const { body } = await listProducts(
        platform.app,
        `?sort=total_sold&direction=desc&limit=80&page=${page}`,
      );
      ids.push(...body.data.map((p) => p.id));
    }
    expect(ids).toHaveLength(300);
    expect(new Set(ids).size).toBe(300);
    expect((await allProducts(platform.app)).length).toBe(300);
  });
});
