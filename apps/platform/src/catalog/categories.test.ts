import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TYPE } from '../errors.js';
import { checkContract } from '../testing/contract.js';
import { createTestPlatform, DEMO, type TestPlatform } from '../testing/platform.js';
import { getJson, idsOf, type Collection } from './testing/requests.js';

let platform: TestPlatform;
beforeAll(() => {
  platform = createTestPlatform();
});
afterAll(() => platform.close());

const document = 'categories_catalog.v3.yml';
const url = (path: string) => `/stores/${DEMO.storeHash}/v3${path}`;
const ids = (path: string) => idsOf(platform.app, path);

/** The default tree's top-level categories, in id order. */
const TOP_LEVEL = [21, 22, 23, 24, 25, 26, 30, 90, 96, 97];

describe('GET /v3/catalog/categories contract', () => {
  it('lists the default tree’s categories with the documented parameters', async () => {
    const { body } = await checkContract(platform.app, {
      document,
      method: 'GET',
      url: url('/catalog/categories?parent_id:in=21,22&is_visible=true&sort=name&limit=4&page=1'),
      token: DEMO.accessToken,
    });
    expect((body as Collection).data).toHaveLength(4);
    await checkContract(platform.app, {
      document,
      method: 'GET',
      url: url(
        '/catalog/categories?id:min=21&id:max=60&name:like=s&page_title:like=a&include_fields=name,custom_url',
      ),
      token: DEMO.accessToken,
    });
    await checkContract(platform.app, {
      document,
      method: 'GET',
      url: url('/catalog/categories?keyword=bath&exclude_fields=description&parent_id:greater=0'),
      token: DEMO.accessToken,
    });
  });

  it('serves one category and answers 404 for one outside the default tree', async () => {
    const { body } = await checkContract(platform.app, {
      document,
      method: 'GET',
      url: url('/catalog/categories/33'),
      token: DEMO.accessToken,
    });
    expect(body).toEqual({
      data: expect.objectContaining({
        id: 33,
        parent_id: 31,
        name: 'Hoodies',
        is_visible: true,
        custom_url: { url: '/apparel/tops/hoodies/', is_customized: false },
      }),
      meta: {},
    });
    const fields = await checkContract(platform.app, {
      document,
      method: 'GET',
      url: url('/catalog/categories/33?include_fields=name,parent_id'),
      token: DEMO.accessToken,
    });
    expect(fields.body).toEqual({ data: { id: 33, parent_id: 31, name: 'Hoodies' }, meta: {} });
    for (const id of [107, 9999]) {
      const missing = await checkContract(platform.app, {
        document,
        method: 'GET',
        url: url(`/catalog/categories/${id}`),
        token: DEMO.accessToken,
      });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ status: 404, type: ERROR_TYPE });
    }
  });
});

describe('GET /v3/catalog/categories behaviour', () => {
  it('lists the default tree only, in id order, 50 per page', async () => {
    const { body } = await getJson<Collection>(platform.app, '/catalog/categories');
    expect(body.meta.pagination).toMatchObject({ total: 83, count: 50, total_pages: 2 });
    expect(body.data.slice(0, 8).map((category) => category['id'])).toEqual([
      21, 22, 23, 24, 25, 26, 30, 31,
    ]);
    const last = await getJson<Collection>(platform.app, '/catalog/categories?page=2');
    expect(last.body.data.map((category) => category['id']).at(-1)).toBe(106);
    expect(await ids('/catalog/categories?id:in=21,107,300')).toEqual([21]);
  });

  it('filters on parent_id and its forms', async () => {
    expect(await ids('/catalog/categories?parent_id=0')).toEqual(TOP_LEVEL);
    expect(await ids('/catalog/categories?parent_id=21')).toEqual([31, 34, 36]);
    expect(await ids('/catalog/categories?parent_id:in=21,22')).toEqual([31, 34, 36, 39, 42, 45]);
    expect(await ids('/catalog/categories?parent_id:min=100')).toEqual([104, 105, 106]);
    expect(await ids('/catalog/categories?parent_id:greater=97&parent_id:less=100')).toEqual([
      99, 100, 101, 102,
    ]);
  });

  it('filters on name, name:like, page_title, keyword and is_visible', async () => {
    expect(await ids('/catalog/categories?name=Lighting')).toEqual([55, 60]);
    expect(await ids('/catalog/categories?name:like=BATH')).toEqual([26, 74, 75, 76]);
    expect(await ids('/catalog/categories?page_title=Sale')).toEqual([90]);
    expect(await ids('/catalog/categories?page_title:like=gift')).toEqual([30]);
    // The keyword reaches descriptions too: Outdoor's mentions "expeditions".
    expect(await ids('/catalog/categories?keyword=edit')).toEqual([23, 103, 104, 105, 106]);
    expect(await ids('/catalog/categories?is_visible=false')).toEqual([93, 94, 95, 106]);
    expect(await ids('/catalog/categories?id:in=21,22&id:not_in=22')).toEqual([21]);
  });

  it('sorts by name, parent_id and sort_order, ties by id', async () => {
    const names = (await idsOf(
      platform.app,
      '/catalog/categories?sort=name&parent_id=0',
      'name',
    )) as string[];
    expect(names).toEqual([
      'Apparel',
      'Bath',
      'Collections',
      'Gift Guide',
      'Home',
      'Kitchen',
      'New Arrivals',
      'Outdoor',
      'Sale',
      'Stationery',
    ]);
    expect(await ids('/catalog/categories?sort=sort_order&parent_id:in=21,30')).toEqual([
      31, 80, 34, 85, 36,
    ]);
    expect(await ids('/catalog/categories?sort=parent_id&id:in=31,21,99,37')).toEqual([
      21, 31, 37, 99,
    ]);
  });

  it('answers 422 naming each bad parameter', async () => {
    const { status, body } = await getJson<{ errors: Record<string, string> }>(
      platform.app,
      '/catalog/categories?limit=abc&id:in=x&sort=colour&is_visible=maybe&parent_id=top',
    );
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual([
      'id:in',
      'is_visible',
      'limit',
      'parent_id',
      'sort',
    ]);
  });
});
