import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContract } from '../../testing/contract.js';
import { createTestPlatform, DEMO, type TestPlatform } from '../../testing/platform.js';
import { expectGatewayRefusals, get, idsOf, type V3List } from '../testing/requests.js';

let platform: TestPlatform;
beforeAll(() => {
  platform = createTestPlatform();
});
afterAll(() => platform.close());

const URL = '/stores/demo/v3/inventory/locations';

async function list(query: string): Promise<V3List> {
  const { status, body } = await get(platform.app, `${URL}${query}`);
  expect(status).toBe(200);
  return body as V3List;
}

describe('GET /v3/inventory/locations: contract', () => {
  it('answers the documented list', async () => {
    const { status, body } = await checkContract(platform.app, {
      document: 'locations.v3.yml',
      method: 'GET',
      url: URL,
      token: DEMO.accessToken,
    });
    expect(status).toBe(200);
    expect((body as V3List).data).toHaveLength(4);
  });

  it('answers with every documented filter', async () => {
    // The document types `location_id:in` as one integer and the other lists as one string.
    const { status, body } = await checkContract(platform.app, {
      document: 'locations.v3.yml',
      method: 'GET',
      url:
        `${URL}?location_id:in=1&location_code:in=AUS-WH&is_default=true&type_id:in=PHYSICAL` +
        '&managed_by_external_source=false&is_active=true&storefront_visibility=false' +
        '&page=1&limit=10',
      token: DEMO.accessToken,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      data: [{ id: 1, code: 'AUS-WH', label: 'Austin Warehouse' }],
      meta: { pagination: { total: 1, count: 1, per_page: 10, current_page: 1 } },
    });
  });

  it('refuses missing, unknown and foreign tokens', async () => {
    await expectGatewayRefusals(platform.app, URL);
  });
});

describe('GET /v3/inventory/locations: behaviour', () => {
  it('has the default location as id 1, with an address and opening hours', async () => {
    const { data } = await list('');
    expect(idsOf(data)).toEqual([1, 2, 3, 4]);
    expect(data[0]).toMatchObject({
      type_id: 'PHYSICAL',
      enabled: true,
      address: { city: 'Austin', country_code: 'US' },
      operating_hours: { monday: { open: true }, sunday: { open: false } },
    });
    expect(data.map((l) => l['code'])).toEqual(['AUS-WH', 'AUS-SHOP', 'DEN-FC', 'DROPSHIP']);
  });

  it('filters by ids, codes, default, type and flags', async () => {
    expect(idsOf((await list('?location_id:in=2,4,9')).data)).toEqual([2, 4]);
    expect(idsOf((await list('?location_code:in=DEN-FC,AUS-SHOP')).data)).toEqual([2, 3]);
    expect(idsOf((await list('?is_default=true')).data)).toEqual([1]);
    expect(idsOf((await list('?is_default=false')).data)).toEqual([2, 3, 4]);
    expect(idsOf((await list('?type_id:in=VIRTUAL')).data)).toEqual([4]);
    expect(idsOf((await list('?type_id:in=PHYSICAL,VIRTUAL')).data)).toEqual([1, 2, 3, 4]);
    expect(idsOf((await list('?is_active=false')).data)).toEqual([4]);
    expect(idsOf((await list('?is_active=true')).data)).toEqual([1, 2, 3]);
    expect(idsOf((await list('?storefront_visibility=true')).data)).toEqual([2]);
    expect(idsOf((await list('?managed_by_external_source=false')).data)).toEqual([1]);
    expect(idsOf((await list('?is_active=true&managed_by_external_source=true')).data)).toEqual([
      2, 3,
    ]);
  });

  it('pages', async () => {
    const second = await list('?limit=3&page=2');
    expect(idsOf(second.data)).toEqual([4]);
    expect(second.meta.pagination).toMatchObject({
      total: 4,
      count: 1,
      per_page: 3,
      current_page: 2,
      total_pages: 2,
      links: { previous: '?page=1&limit=3', current: '?page=2&limit=3' },
    });
  });

  it('answers the platform 422 for a bad filter value rather than widen the list', async () => {
    const { status, body } = await get(platform.app, `${URL}?is_active=yes&type_id:in=CLOUD`);
    expect(status).toBe(422);
    expect(body).toMatchObject({
      status: 422,
      errors: { is_active: expect.any(String), 'type_id:in': expect.any(String) },
    });
    expect((await get(platform.app, `${URL}?location_id:in=one`)).status).toBe(422);
    expect((await get(platform.app, `${URL}?page=0`)).status).toBe(422);
  });
});
