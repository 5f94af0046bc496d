import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TYPE } from '../errors.js';
import { checkContract } from '../testing/contract.js';
import { createTestPlatform, DEMO, OTHER, type TestPlatform } from '../testing/platform.js';
import { getJson, idsOf, type Collection } from './testing/requests.js';

let platform: TestPlatform;
beforeAll(() => {
  platform = createTestPlatform();
});
afterAll(() => platform.close());

const document = 'brands_catalog.v3.yml';
const url = (path: string) => `/stores/${DEMO.storeHash}/v3${path}`;
const ids = (path: string) => idsOf(platform.app, path);

describe('GET /v3/catalog/brands contract', () => {
  it('lists brands with the documented parameters', async () => {
    const { body } = await checkContract(platform.app, {
      document,
      method: 'GET',
      url: url('/catalog/brands?limit=5&page=2&sort=name&direction=desc&name:like=o'),
      token: DEMO.accessToken,
    });
    expect((body as Collection).data).toHaveLength(5);
  });

  it('lists brands with field selection and id filters', async () => {
    await checkContract(platform.app, {
      document,
      method: 'GET',
      url: url('/catalog/brands?id:in=1,2,3&id:min=2&include_fields=name,custom_url'),
      token: DEMO.accessToken,
    });
    await checkContract(platform.app, {
      document,
      method: 'GET',
      url: url('/catalog/brands?exclude_fields=meta_keywords&id:not_in=1&id:less=30&id:greater=5'),
      token: DEMO.accessToken,
    });
  });

  it('answers 401 without valid credentials and 403 with another store’s token', async () => {
    const unauthorized = await checkContract(platform.app, {
      document,
      method: 'GET',
      url: url('/catalog/brands'),
      token: 'not-a-token',
    });
    expect(unauthorized.status).toBe(401);
    const forbidden = await checkContract(platform.app, {
      document,
      method: 'GET',
      url: url('/catalog/brands'),
      token: OTHER.accessToken,
    });
    expect(forbidden.status).toBe(403);
  });

  it('serves one brand, with include_fields and exclude_fields', async () => {
    const { body } = await checkContract(platform.app, {
      document,
      method: 'GET',
      url: url('/catalog/brands/3'),
      token: DEMO.accessToken,
    });
    expect(body).toEqual({
      data: expect.objectContaining({
        id: 3,
        name: 'Hearth & Co.',
        custom_url: { url: '/brands/hearth-co/', is_customized: false },
      }),
      meta: {},
    });
    const fields = await checkContract(platform.app, {
      document,
      method: 'GET',
      url: url('/catalog/brands/3?include_fields=name'),
      token: DEMO.accessToken,
    });
    expect(fields.body).toEqual({ data: { id: 3, name: 'Hearth & Co.' }, meta: {} });
    const excluded = await checkContract(platform.app, {
      document,
      method: 'GET',
      url: url('/catalog/brands/3?exclude_fields=id,meta_keywords,custom_url'),
      token: DEMO.accessToken,
    });
    const data = (excluded.body as { data: Record<string, unknown> }).data;
    expect(data['id']).toBe(3);
    expect(data).not.toHaveProperty('meta_keywords');
    expect(data).not.toHaveProperty('custom_url');
  });

  it('answers 404 for an unknown brand, 401 and 403 for bad credentials', async () => {
    for (const path of ['/catalog/brands/999', '/catalog/brands/not-a-number']) {
      const { status, body } = await checkContract(platform.app, {
        document,
        method: 'GET',
        url: url(path),
        token: DEMO.accessToken,
        validRequest: path.endsWith('999'),
      });
      expect(status).toBe(404);
      expect(body).toMatchObject({ status: 404, type: ERROR_TYPE });
    }
    for (const [token, status] of [
      ['not-a-token', 401],
      [OTHER.accessToken, 403],
    ] as const) {
      const result = await checkContract(platform.app, {
        document,
        method: 'GET',
        url: url('/catalog/brands/3'),
        token,
      });
      expect(result.status).toBe(status);
    }
  });

  it('answers 422 for a bad field list of one brand', async () => {
    const { status, body } = await checkContract(platform.app, {
      document,
      method: 'GET',
      url: url('/catalog/brands/3?include_fields='),
      token: DEMO.accessToken,
      validRequest: false,
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ status: 422, errors: { include_fields: expect.any(String) } });
  });
});

describe('GET /v3/catalog/brands behaviour', () => {
  it('lists the 40 brands, 50 per page by default, in id order', async () => {
    const { body } = await getJson<Collection>(platform.app, '/catalog/brands');
    expect(body.data.map((brand) => brand['id'])).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(body.meta.pagination).toEqual({
      total: 40,
      count: 40,
      per_page: 50,
      current_page: 1,
      total_pages: 1,
      links: { current: '?page=1&limit=50' },
    });
  });

  it('pages with limit and page, keeping the query in the links', async () => {
    const { body } = await getJson<Collection>(
      platform.app,
      '/catalog/brands?id:min=11&limit=10&page=2',
    );
    expect(body.data.map((brand) => brand['id'])).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(body.meta.pagination).toMatchObject({ total: 30, count: 10, total_pages: 3 });
    expect(body.meta.pagination.links).toEqual({
      previous: '?id:min=11&page=1&limit=10',
      current: '?id:min=11&page=2&limit=10',
      next: '?id:min=11&page=3&limit=10',
    });
  });

  it('filters on id, id:in, id:not_in and the id bounds', async () => {
    expect(await ids('/catalog/brands?id=7')).toEqual([7]);
    expect(await ids('/catalog/brands?id:in=9,3,77')).toEqual([3, 9]);
    expect(await ids('/catalog/brands?id:not_in=1,2&id:max=5')).toEqual([3, 4, 5]);
    expect(await ids('/catalog/brands?id:greater=37')).toEqual([38, 39, 40]);
    expect(await ids('/catalog/brands?id:less=3')).toEqual([1, 2]);
  });

  it('filters on name, name:like (any case) and page_title', async () => {
    expect(await ids('/catalog/brands?name=Oak%20%26%20Ember')).toEqual([8]);
    expect(await ids('/catalog/brands?name=oak%20%26%20ember')).toEqual([]);
    expect(await ids('/catalog/brands?name:like=WOOD')).toEqual([4, 29, 33]);
    expect(await ids('/catalog/brands?name:like=%25')).toEqual([]);
    const titled = platform.db
      .prepare<[], { id: number; page_title: string }>(
        "SELECT id, page_title FROM brands WHERE store_hash = 'demo' AND page_title <> '' LIMIT 1",
      )
      .get();
    if (!titled) throw new Error('some demo brands should have a page title');
    expect(
      await ids(`/catalog/brands?page_title=${encodeURIComponent(titled.page_title)}`),
    ).toEqual([titled.id]);
  });

  it('sorts by name in either direction', async () => {
    const names = (await idsOf(
      platform.app,
      '/catalog/brands?sort=name&limit=250',
      'name',
    )) as string[];
    expect(names).toHaveLength(40);
    expect(names).toEqual([...names].sort());
    const descending = await idsOf(
      platform.app,
      '/catalog/brands?sort=name&direction=desc&limit=250',
      'name',
    );
    expect(descending).toEqual([...names].reverse());
  });

  it('answers 422 naming each bad parameter', async () => {
    const { status, body } = await getJson<{ status: number; errors: Record<string, string> }>(
      platform.app,
      '/catalog/brands?limit=abc&id:in=x&sort=colour&direction=up',
    );
    expect(status).toBe(422);
    expect(body.status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(['direction', 'id:in', 'limit', 'sort']);
  });
});
