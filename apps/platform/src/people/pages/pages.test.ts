import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TYPE } from '../../errors.js';
import { checkContract } from '../../testing/contract.js';
import { createTestPlatform, DEMO, type TestPlatform } from '../../testing/platform.js';
import { expectGatewayRefusals, get, idsOf, type V3List } from '../testing/requests.js';

let platform: TestPlatform;
beforeAll(() => {
  platform = createTestPlatform();
});
afterAll(() => platform.close());

const call = (url: string, validRequest = true) =>
  checkContract(platform.app, {
    document: 'pages.v3.yml',
    method: 'GET',
    url: `/stores/demo/v3/content/pages${url}`,
    token: DEMO.accessToken,
    validRequest,
  });

async function list(query: string): Promise<V3List> {
  const { status, body } = await get(platform.app, `/stores/demo/v3/content/pages${query}`);
  expect(status).toBe(200);
  return body as V3List;
}

describe('content pages: contract', () => {
  it('lists the pages with every documented parameter', async () => {
    const { status, body } = await call(
      '?channel_id=1&id:in=1,2,3,6&name:like=o&include=body&limit=2&page=1',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      data: [
        { id: 1, name: 'About Us', type: 'page', body: expect.stringContaining('Austin') },
        { id: 2, name: 'Contact Us', type: 'contact_form', contact_fields: expect.any(String) },
      ],
      meta: { pagination: { total: 4, count: 2, per_page: 2, total_pages: 2 } },
    });
    expect((await call('?name=FAQ')).body).toMatchObject({ data: [{ id: 4, name: 'FAQ' }] });
  });

  it('answers one page of each type', async () => {
    const all = await list('');
    for (const page of all.data) {
      const { status, body } = await call(`/${String(page['id'])}?include=body`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ data: { id: page['id'], type: page['type'] }, meta: {} });
    }
  });

  it('answers the documented 404 and 422', async () => {
    const missing = await call('/99');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      status: 404,
      title: 'A Page was not found with an ID of 99',
      type: ERROR_TYPE,
    });
    const bad = await call('/bar');
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      status: 422,
      title: 'Invalid Input.',
      type: ERROR_TYPE,
      errors: ['bar'],
    });
    const badList = await call('?channel_id=main&include=everything', false);
    expect(badList.status).toBe(422);
    expect((badList.body as { errors: string[] }).errors).toEqual([
      expect.stringContaining('channel_id'),
      expect.stringContaining('include'),
    ]);
  });

  it('answers the documented 400 for parameters other lists take', async () => {
    const { status, body } = await call('?sort=name&direction=desc', false);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 400, detail: expect.stringContaining('sort, direction') });
  });

  it('refuses missing, unknown and foreign tokens', async () => {
    await expectGatewayRefusals(platform.app, '/stores/demo/v3/content/pages');
    await expectGatewayRefusals(platform.app, '/stores/demo/v3/content/pages/1');
  });
});

describe('content pages: behaviour', () => {
  it('seeds the usual pages of every type, some nested', async () => {
    const { data } = await list('');
    expect(data).toHaveLength(10);
    expect(new Set(data.map((p) => p['type']))).toEqual(
      new Set(['page', 'contact_form', 'blog', 'raw', 'link']),
    );
    const about = data.find((p) => p['name'] === 'About Us');
    const story = data.find((p) => p['name'] === 'Our Story');
    expect(story?.['parent_id']).toBe(about?.['id']);
    const link = data.find((p) => p['type'] === 'link');
    expect(link).toMatchObject({ link: expect.stringMatching(/^https:\/\//) });
    expect(link).not.toHaveProperty('meta_title');
  });

  it('includes the body only when asked', async () => {
    expect((await list('')).data.some((p) => 'body' in p)).toBe(false);
    const withBody = (await list('?include=body')).data;
    expect(withBody.filter((p) => p['type'] !== 'link').every((p) => 'body' in p)).toBe(true);
  });

  it('filters by ids, exact name, channel, and name or body text', async () => {
    expect(idsOf((await list('?id:in=3,1,77')).data)).toEqual([1, 3]);
    expect(idsOf((await list('?name=Contact%20Us')).data)).toEqual([2]);
    expect(idsOf((await list('?name=contact')).data)).toEqual([]);
    expect(idsOf((await list('?channel_id=1')).data)).toHaveLength(10);
    expect(idsOf((await list('?channel_id=2')).data)).toEqual([]);
    // "reclaimed oak" is only in the body of Our Story.
    expect(idsOf((await list('?name:like=reclaimed')).data)).toEqual([6]);
    // In the name of Care Instructions, and in the body of the FAQ.
    expect(idsOf((await list('?name:like=CARE')).data)).toEqual([4, 9]);
  });

  it('answers 404 for a page that exists but does not meet the filters', async () => {
    expect((await get(platform.app, '/stores/demo/v3/content/pages/1?channel_id=1')).status).toBe(
      200,
    );
    expect((await get(platform.app, '/stores/demo/v3/content/pages/1?channel_id=2')).status).toBe(
      404,
    );
    expect(
      (await get(platform.app, '/stores/other/v3/content/pages/11', 'other-token')).status,
    ).toBe(404);
  });

  it('pages', async () => {
    const third = await list('?limit=4&page=3');
    expect(idsOf(third.data)).toEqual([9, 10]);
    expect(third.meta.pagination).toMatchObject({ total: 10, total_pages: 3, current_page: 3 });
    expect(third.meta.pagination.links.next).toBeUndefined();
  });
});
