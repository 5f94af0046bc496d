import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, DEMO, type TestPlatform } from '../testing/platform.js';
import { timezoneInfo } from '../timezone.js';

let platform: TestPlatform;
beforeAll(() => {
  platform = createTestPlatform([
    { ...DEMO, size: 'small', productCount: 0, name: 'Sage & Oat Supply' },
  ]);
});
afterAll(() => platform.close());

const get = (url: string) =>
  platform.app.inject({ method: 'GET', url, headers: { 'x-auth-token': DEMO.accessToken } });

describe('GET /v2/store', () => {
  it('describes the store as store_information.v2.yml does', async () => {
    const response = await get('/stores/demo/v2/store');
    expect(response.statusCode).toBe(200);
    const profile = response.json<Record<string, unknown>>();
    expect(profile).toMatchObject({
      id: 'demo',
      name: 'Sage & Oat Supply',
      domain: 'store-demo.mybigcommerce.com',
      secure_url: 'https://store-demo.mybigcommerce.com',
      control_panel_base_url: 'https://store-demo.mybigcommerce.com',
      status: 'live',
      currency: 'USD',
      currency_symbol: '$',
      currency_symbol_location: 'left',
      decimal_separator: '.',
      thousands_separator: ',',
      decimal_places: 2,
      language: 'en',
      weight_units: 'Ounces',
      plan_name: 'Standard',
      plan_is_trial: false,
      default_channel_id: 1,
      logo: [],
      features: {
        stencil_enabled: true,
        checkout_type: 'optimized',
        multi_storefront_enabled: false,
      },
    });
    expect(profile['timezone']).toEqual({
      name: 'America/Chicago',
      raw_offset: -21600,
      dst_offset: -18000,
      dst_correction: true,
      date_format: { display: 'M jS Y', export: 'M jS Y', extended_display: 'M jS Y @ g:i A' },
    });
    expect(profile['store_id']).toEqual(expect.any(Number));
    expect(profile['account_uuid']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('reads the profile from the stores table', async () => {
    platform.db
      .prepare(
        "UPDATE stores SET currency = 'EUR', currency_symbol = '€', timezone_name = 'Europe/Berlin' WHERE store_hash = 'demo'",
      )
      .run();
    const profile = (await get('/stores/demo/v2/store')).json<Record<string, unknown>>();
    expect(profile).toMatchObject({ currency: 'EUR', currency_symbol: '€' });
    expect(profile['timezone']).toMatchObject({
      name: 'Europe/Berlin',
      raw_offset: 3600,
      dst_offset: 7200,
    });
  });

  it('tells the time in Unix seconds at /v2/time', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { time } = (await get('/stores/demo/v2/time')).json<{ time: number }>();
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
  });
});

describe('timezoneInfo', () => {
  it('takes standard time as the smaller offset in both hemispheres', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    expect(timezoneInfo('Australia/Sydney', now)).toMatchObject({
      raw_offset: 36000,
      dst_offset: 39600,
      dst_correction: true,
    });
    expect(timezoneInfo('Asia/Kolkata', now)).toMatchObject({
      raw_offset: 19800,
      dst_offset: 19800,
      dst_correction: false,
    });
    expect(timezoneInfo('UTC', now)).toMatchObject({
      raw_offset: 0,
      dst_offset: 0,
      dst_correction: false,
    });
  });
});
