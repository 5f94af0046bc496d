import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TYPE } from '../errors.js';
import { checkContract } from '../testing/contract.js';
import { createTestPlatform, DEMO, OTHER, type TestPlatform } from '../testing/platform.js';
import type { CategoryNode } from './categoryTree.js';
import { getJson, idsOf, type Collection } from './testing/requests.js';

let platform: TestPlatform;
beforeAll(() => {
  platform = createTestPlatform();
});
afterAll(() => platform.close());

const document = 'category-trees_catalog.v3.yml';
const url = (path: string) => `/stores/${DEMO.storeHash}/v3${path}`;
const contract = (path: string, token: string = DEMO.accessToken, validRequest = true) =>
  checkContract(platform.app, { document, method: 'GET', url: url(path), token, validRequest });
const categoryIds = (path: string) => idsOf(platform.app, path, 'category_id');

/** The documented error of a bad query: the error itself inside `errors`. */
const wrappedError = (params: string[]) => ({
  errors: {
    status: 422,
    title: expect.any(String),
    type: ERROR_TYPE,
    errors: Object.fromEntries(params.map((param) => [param, expect.any(String)])),
  },
});

describe('GET /v3/catalog/trees', () => {
  it('lists one tree per channel, tree 1 on channel 1 (the marketplace is channel 2)', async () => {
    const { body } = await contract('/catalog/trees');
    expect(body).toEqual({
      data: [
        { id: 1, name: 'Storefront', channels: [1] },
        { id: 2, name: 'Wholesale', channels: [3] },
        { id: 3, name: 'Marketplace', channels: [2] },
      ],
      meta: {
        pagination: {
          total: 3,
          count: 3,
          per_page: 50,
          current_page: 1,
          total_pages: 1,
          links: { current: '?page=1&limit=50' },
        },
      },
    });
  });

  it('filters on id:in (or tree_id:in) and channel_id:in', async () => {
    await contract('/catalog/trees?id:in=2,3&channel_id:in=3');
    expect(await idsOf(platform.app, '/catalog/trees?id:in=3,2')).toEqual([2, 3]);
    expect(await idsOf(platform.app, '/catalog/trees?tree_id:in=1')).toEqual([1]);
    expect(await idsOf(platform.app, '/catalog/trees?channel_id:in=3,1')).toEqual([1, 2]);
    expect(await idsOf(platform.app, '/catalog/trees?channel_id:in=9')).toEqual([]);
  });

  it('answers 401, 403 and a documented 422', async () => {
    expect((await contract('/catalog/trees', 'not-a-token')).status).toBe(401);
    expect((await contract('/catalog/trees', OTHER.accessToken)).status).toBe(403);
    const invalid = await contract('/catalog/trees?id:in=x&channel_id:in=1,y', undefined, false);
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual(wrappedError(['id:in', 'channel_id:in']));
  });
});

describe('GET /v3/catalog/trees/categories', () => {
  it('lists every tree’s categories with the documented parameters', async () => {
    const { body } = await contract(
      '/catalog/trees/categories?tree_id:in=1,2&parent_id:not_in=0&is_visible=true&limit=20&page=2',
    );
    const page = body as Collection;
    expect(page.data).toHaveLength(20);
    expect(page.data[0]).toMatchObject({
      category_id: expect.any(Number),
      category_uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab]/),
      tree_id: expect.any(Number),
      url: { path: expect.stringMatching(/^\/.+\/$/), is_customized: false },
    });
    await contract(
      '/catalog/trees/categories?category_id:in=21,107&name:like=a&page_title:like=a&keyword=apparel&include_fields=name,url',
    );
    await contract(
      '/catalog/trees/categories?category_id:not_in=21&tree_id:not_in=2&name=Tents&page_title=Sale&exclude_fields=description',
    );
  });

  it('pages over all 190 categories of the three trees', async () => {
    const { body } = await getJson<Collection>(
      platform.app,
      '/catalog/trees/categories?limit=50&page=4',
    );
    expect(body.meta.pagination).toMatchObject({
      total: 190,
      count: 40,
      per_page: 50,
      current_page: 4,
      total_pages: 4,
    });
  });

  it('filters on trees, parents, ids, uuids, names, titles, keywords and visibility', async () => {
    expect(await categoryIds('/catalog/trees/categories?tree_id:in=3&parent_id:in=0')).toEqual([
      166, 175, 192, 200, 208, 211,
    ]);
    expect(await categoryIds('/catalog/trees/categories?category_id:in=21,107,9999')).toEqual([
      21, 107,
    ]);
    expect(
      await categoryIds('/catalog/trees/categories?tree_id:not_in=1,3&parent_id:in=163'),
    ).toEqual([164, 165]);
    expect(await categoryIds('/catalog/trees/categories?name=Tents')).toEqual([54, 130, 194]);
    expect(await categoryIds('/catalog/trees/categories?name:like=LAMP')).toEqual([
      56, 61, 128, 135, 187, 197,
    ]);
    expect(await categoryIds('/catalog/trees/categories?is_visible=false')).toEqual([
      93, 94, 95, 106,
    ]);
    expect(await categoryIds('/catalog/trees/categories?page_title:like=arrival')).toEqual([96]);
    expect(await categoryIds('/catalog/trees/categories?keyword=PACKS%20case')).toEqual([
      108, 116, 124, 133, 141, 149,
    ]);
    const uuid = platform.db
      .prepare<[], { category_uuid: string }>(
        "SELECT category_uuid FROM categories WHERE store_hash = 'demo' AND id = 150",
      )
      .get()?.category_uuid;
    expect(await categoryIds(`/catalog/trees/categories?category_uuid:in=${uuid}`)).toEqual([150]);
    expect(
      await categoryIds(`/catalog/trees/categories?category_uuid:not_in=${uuid}&parent_id:in=149`),
    ).toEqual([151, 152, 153]);
  });

  it('keeps category_id and the listed fields with include_fields', async () => {
    const { body } = await getJson<Collection>(
      platform.app,
      '/catalog/trees/categories?include_fields=name&category_id:in=21',
    );
    expect(body.data).toEqual([{ category_id: 21, name: 'Apparel' }]);
  });

  it('answers 401, 403 and a documented 422 for bad values', async () => {
    expect((await contract('/catalog/trees/categories', 'not-a-token')).status).toBe(401);
    expect((await contract('/catalog/trees/categories', OTHER.accessToken)).status).toBe(403);
    const invalid = await contract(
      '/catalog/trees/categories?limit=abc&tree_id:in=x&category_uuid:in=not-a-uuid&is_visible=maybe',
      undefined,
      false,
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual(
      wrappedError(['limit', 'tree_id:in', 'category_uuid:in', 'is_visible']),
    );
  });
});

describe('GET /v3/catalog/trees/{tree_id}/categories', () => {
  const count = (nodes: readonly CategoryNode[]): number =>
    nodes.reduce((sum, node) => sum + 1 + count(node.children), 0);

  it('nests the tree three levels deep, in display order', async () => {
    const { body } = await contract('/catalog/trees/1/categories');
    const nodes = (body as { data: CategoryNode[] }).data;
    expect(nodes.map((node) => node.name)).toEqual([
      'Apparel',
      'Kitchen',
      'Outdoor',
      'Home',
      'Stationery',
      'Bath',
      'Gift Guide',
      'Sale',
      'New Arrivals',
      'Collections',
    ]);
    expect(count(nodes)).toBe(83);
    const apparel = nodes[0];
    expect(apparel).toMatchObject({ id: 21, parent_id: 0, depth: 1, path: [], url: '/apparel/' });
    expect(apparel?.children.map((node) => node.name)).toEqual(['Tops', 'Workwear', 'Accessories']);
    expect(apparel?.children[0]?.children[1]).toEqual({
      id: 33,
      parent_id: 31,
      depth: 3,
      path: [21, 31],
      name: 'Hoodies',
      is_visible: true,
      url: '/apparel/tops/hoodies/',
      children: [],
    });
    const sale = nodes.find((node) => node.name === 'Sale');
    expect(sale?.children[1]).toMatchObject({ name: 'Seasonal Sales', is_visible: false });
  });

  it('stops at the depth asked for', async () => {
    const { body } = await contract('/catalog/trees/3/categories?depth=2');
    const nodes = (body as { data: CategoryNode[] }).data;
    expect(nodes).toHaveLength(6);
    expect(nodes.every((node) => node.children.length > 0)).toBe(true);
    expect(nodes.flatMap((node) => node.children).every((node) => node.children.length === 0)).toBe(
      true,
    );
    const top = await getJson<{ data: CategoryNode[] }>(
      platform.app,
      '/catalog/trees/2/categories?depth=1',
    );
    expect(count(top.body.data)).toBe(8);
  });

  it('answers 404 for an unknown tree, 401 and 403 for bad credentials', async () => {
    for (const path of ['/catalog/trees/9/categories', '/catalog/trees/x/categories']) {
      const { status, body } = await contract(path, undefined, path.includes('/9/'));
      expect(status).toBe(404);
      expect(body).toMatchObject({ status: 404, type: ERROR_TYPE });
    }
    expect((await contract('/catalog/trees/1/categories', 'not-a-token')).status).toBe(401);
    expect((await contract('/catalog/trees/1/categories', OTHER.accessToken)).status).toBe(403);
  });

  it('answers 422, in the document’s batch shape, for a depth that is not a positive integer', async () => {
    for (const depth of ['0', 'deep']) {
      const { status, body } = await getJson(
        platform.app,
        `/catalog/trees/1/categories?depth=${depth}`,
      );
      expect(status).toBe(422);
      expect(body).toEqual(wrappedError(['depth']));
    }
  });
});
