import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContract } from '../../testing/contract.js';
import { createTestPlatform, DEMO, type TestPlatform } from '../../testing/platform.js';
import { expectGatewayRefusals, get, idsOf, type V3List } from '../testing/requests.js';

let platform: TestPlatform;
beforeAll(() => {
  platform = createTestPlatform();
  // Two channels the merchant has stopped using, to filter on.
  const insert = platform.db.prepare(`
    INSERT INTO channels (store_hash, id, name, type, platform, status, date_created,
      date_modified)
    VALUES ('demo', ?, ?, ?, ?, ?, ?, ?)
  `);
  insert.run(
    4,
    'eBay',
    'marketplace',
    'ebay',
    'archived',
    '2025-06-01T09:00:00+00:00',
    '2025-08-01T09:00:00+00:00',
  );
  insert.run(
    5,
    'Google',
    'marketing',
    'google',
    'disconnected',
    '2025-07-15T10:30:00+00:00',
    '2025-07-20T10:30:00+00:00',
  );
});
afterAll(() => platform.close());

const call = (url: string, validRequest = true) =>
  checkContract(platform.app, {
    document: 'channels.v3.yml',
    method: 'GET',
    url,
    token: DEMO.accessToken,
    validRequest,
  });

async function list(query: string): Promise<V3List> {
  const { status, body } = await get(platform.app, `/stores/demo/v3/channels${query}`);
  expect(status).toBe(200);
  return body as V3List;
}

describe('GET /v3/channels: contract', () => {
  it('answers the documented list with every documented parameter', async () => {
    const { status, body } = await call(
      '/stores/demo/v3/channels?available=true&status:in=active,connected' +
        '&type:in=storefront,marketplace&platform:in=bigcommerce,amazon' +
        '&date_created:min=2024-01-01&date_created:max=2026-01-01' +
        '&date_modified:min=2024-01-01&date_modified:max=2026-03-01' +
        '&include=currencies&limit=1&page=2',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      data: [{ id: 2, name: 'Amazon', currencies: { default_currency: 'USD' } }],
      meta: { pagination: { total: 3, count: 1, current_page: 2, total_pages: 3 } },
    });
  });

  it('answers a single channel with its currencies, and 404 for an unknown one', async () => {
    const one = await call('/stores/demo/v3/channels/1?include=currencies');
    expect(one.body).toEqual({
      data: expect.objectContaining({
        id: 1,
        name: 'Metafield Studio Demo',
        type: 'storefront',
        platform: 'bigcommerce',
        status: 'active',
        currencies: { channel_id: 1, enabled_currencies: ['USD'], default_currency: 'USD' },
      }),
      meta: {},
    });
    const missing = await call('/stores/demo/v3/channels/99');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 404 });
  });

  it('answers 422 naming each bad parameter', async () => {
    const { status, body } = await call(
      '/stores/demo/v3/channels?limit=a&status:in=open&available=maybe',
      false,
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({
      status: 422,
      errors: {
        limit: expect.any(String),
        'status:in': expect.stringContaining('prelaunch'),
        available: expect.any(String),
      },
    });
    expect((await call('/stores/demo/v3/channels?include=listings', false)).status).toBe(422);
    expect((await call('/stores/demo/v3/channels?date_created:min=soon', false)).status).toBe(422);
  });

  it('refuses missing, unknown and foreign tokens', async () => {
    await expectGatewayRefusals(platform.app, '/stores/demo/v3/channels');
    await expectGatewayRefusals(platform.app, '/stores/demo/v3/channels/1');
  });
});

describe('GET /v3/channels: behaviour', () => {
  it('lists the default storefront first, then the others by id', async () => {
    const { data } = await list('');
    expect(idsOf(data)).toEqual([1, 2, 3, 4, 5]);
    expect(data[0]).toMatchObject({ type: 'storefront', platform: 'bigcommerce' });
    expect(data[0]).not.toHaveProperty('currencies');
    expect(data[2]).toMatchObject({ name: 'Wholesale', type: 'storefront' });
  });

  it('filters on availability, status, type and platform', async () => {
    expect(idsOf((await list('?available=true')).data)).toEqual([1, 2, 3]);
    expect(idsOf((await list('?available=false')).data)).toEqual([4, 5]);
    expect(idsOf((await list('?status:in=archived,active')).data)).toEqual([1, 3, 4]);
    expect(idsOf((await list('?type:in=marketplace')).data)).toEqual([2, 4]);
    expect(idsOf((await list('?type:in=pos,marketing')).data)).toEqual([5]);
    expect(idsOf((await list('?platform:in=amazon,google')).data)).toEqual([2, 5]);
    expect(idsOf((await list('?platform:in=shopify')).data)).toEqual([]);
  });

  it('derives the deprecated is_enabled from the status', async () => {
    const { data } = await list('');
    expect(data.map((c) => c['is_enabled'])).toEqual([true, true, true, false, false]);
  });

  it('filters on creation and modification dates, bounds included', async () => {
    expect(idsOf((await list('?date_created=2025-06-01')).data)).toEqual([4]);
    expect(idsOf((await list('?date_created:min=2025-06-01T09:00:00Z')).data)).toEqual([4, 5]);
    expect(idsOf((await list('?date_created:max=2025-06-01T09:00:00Z')).data)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(idsOf((await list('?date_modified:min=2025-07-20T10:30:00Z')).data)).toEqual([4, 5]);
    expect(idsOf((await list('?date_modified:max=2025-07-20T10:30:00Z')).data)).toEqual([
      1, 2, 3, 5,
    ]);
  });

  it('pages with links that keep the filters', async () => {
    const first = await list('?available=true&limit=2');
    expect(idsOf(first.data)).toEqual([1, 2]);
    expect(first.meta.pagination).toMatchObject({ total: 3, total_pages: 2, per_page: 2 });
    expect(first.meta.pagination.links.next).toBe('?available=true&page=2&limit=2');
    const second = await list(first.meta.pagination.links.next ?? '');
    expect(idsOf(second.data)).toEqual([3]);
    expect(second.meta.pagination.links.next).toBeUndefined();
  });

  it("shows only the store's own channels", async () => {
    const { body } = await get(platform.app, '/stores/other/v3/channels', 'other-token');
    expect(idsOf((body as V3List).data)).toEqual([1, 2, 3]);
    expect((body as V3List).data[0]?.['name']).toBe('Metafield Studio Demo');
  });
});
