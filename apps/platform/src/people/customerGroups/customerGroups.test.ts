import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TYPE } from '../../errors.js';
import { checkContract } from '../../testing/contract.js';
import { createTestPlatform, DEMO, type TestPlatform } from '../../testing/platform.js';
import { expectGatewayRefusals, get, idsOf } from '../testing/requests.js';

let platform: TestPlatform;
beforeAll(() => {
  platform = createTestPlatform();
});
afterAll(() => platform.close());

type Group = Record<string, unknown> & { id: number; date_created: string };

const call = (url: string, validRequest = true) =>
  checkContract(platform.app, {
    document: 'customers.v2.yml',
    method: 'GET',
    url,
    token: DEMO.accessToken,
    validRequest,
  });

async function list(query: string): Promise<Group[]> {
  const { status, body } = await get(platform.app, `/stores/demo/v2/customer_groups${query}`);
  if (status === 204) return [];
  expect(status).toBe(200);
  return body as Group[];
}

describe('customer groups: contract', () => {
  it('lists the groups as a bare array', async () => {
    const { status, body } = await call('/stores/demo/v2/customer_groups?page=1&limit=10');
    expect(status).toBe(200);
    expect(body).toEqual([
      expect.objectContaining({ id: 1, name: 'Retail', is_default: true }),
      expect.objectContaining({ id: 2, name: 'Wholesale' }),
      expect.objectContaining({ id: 3, name: 'VIP Members' }),
      expect.objectContaining({ id: 4, name: 'Guest Shoppers', is_group_for_guests: true }),
    ]);
  });

  it('accepts every documented filter', async () => {
    const { status, body } = await call(
      '/stores/demo/v2/customer_groups?name=Wholesale&name:like=whole&is_default=false' +
        '&is_group_for_guests=false&date_created:min=2020-01-01T00:00:00Z' +
        '&date_created:max=2026-03-01&date_modified:min=2020-01-01T00:00:00Z' +
        '&date_modified:max=2026-03-01T12:00:00Z',
    );
    expect(status).toBe(200);
    expect(idsOf(body as Group[])).toEqual([2]);
  });

  it('answers one group and the count', async () => {
    const one = await call('/stores/demo/v2/customer_groups/2');
    expect(one.body).toMatchObject({ id: 2, name: 'Wholesale', category_access: { type: 'all' } });
    expect((await call('/stores/demo/v2/customer_groups/count')).body).toEqual({ count: 4 });
  });

  it('answers the documented 400 for an id that is no number', async () => {
    const { status, body } = await call('/stores/demo/v2/customer_groups/abc', false);
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: [
        { status: 400, title: expect.stringContaining('customer_group_id'), type: ERROR_TYPE },
      ],
    });
  });

  it('refuses missing, unknown and foreign tokens', async () => {
    await expectGatewayRefusals(platform.app, '/stores/demo/v2/customer_groups');
    await expectGatewayRefusals(platform.app, '/stores/demo/v2/customer_groups/1');
    await expectGatewayRefusals(platform.app, '/stores/demo/v2/customer_groups/count');
  });
});

describe('customer groups: behaviour', () => {
  it('answers v2 404 for a group the store does not have', async () => {
    const { status, body } = await get(platform.app, '/stores/demo/v2/customer_groups/99');
    expect(status).toBe(404);
    expect(body).toEqual([{ status: 404, message: 'The requested resource was not found.' }]);
  });

  it('writes dates as the document does, in UTC', async () => {
    const [group] = await list('?limit=1');
    expect(group?.date_created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('filters by name, exactly or in part, and by the flags', async () => {
    expect(idsOf(await list('?name=vip members'))).toEqual([3]);
    expect(idsOf(await list('?name=VIP'))).toEqual([]);
    expect(idsOf(await list('?name:like=e'))).toEqual([1, 2, 3, 4]);
    expect(idsOf(await list('?name:like=sale'))).toEqual([2]);
    expect(idsOf(await list('?is_default=true'))).toEqual([1]);
    expect(idsOf(await list('?is_group_for_guests=true'))).toEqual([4]);
  });

  it('filters by dates, bounds included', async () => {
    const groups = await list('');
    const sorted = [...groups].sort((a, b) => a.date_created.localeCompare(b.date_created));
    const middle = sorted[1] as Group;
    const iso = `${middle.date_created.replace(' ', 'T')}Z`;
    const atLeast = groups.filter((g) => g.date_created >= middle.date_created);
    const atMost = groups.filter((g) => g.date_created <= middle.date_created);
    expect(idsOf(await list(`?date_created:min=${iso}`))).toEqual(idsOf(atLeast));
    expect(idsOf(await list(`?date_created:max=${iso}`))).toEqual(idsOf(atMost));
    const same = groups.filter((g) => g.date_created === middle.date_created);
    expect(idsOf(await list(`?date_created=${iso}`))).toEqual(idsOf(same));
  });

  it('pages, and answers 204 without a body past the last page', async () => {
    expect(idsOf(await list('?limit=3&page=2'))).toEqual([4]);
    const empty = await get(platform.app, '/stores/demo/v2/customer_groups?limit=3&page=3');
    expect(empty.status).toBe(204);
    expect(empty.response.body).toBe('');
  });

  it('answers 400 for bad filter values, one entry per parameter', async () => {
    const { status, body } = await get(
      platform.app,
      '/stores/demo/v2/customer_groups?is_default=perhaps&limit=-1',
    );
    expect(status).toBe(400);
    expect((body as { errors: unknown[] }).errors).toHaveLength(2);
  });
});
