import { describe, expect, it } from 'vitest';
import { planCatalogue } from '../storesApi/plans.js';
import { setUp } from './testing/testSetup.js';

describe('GET /api/billing/plans', () => {
  it('lists the lower plan, Premium and Enterprise with monthly prices and features', async () => {
    const { browser } = await setUp();
    const response = await browser.request('GET', '/api/billing/plans');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          plan: 'standard',
          name: 'Standard',
          price_id: null,
          amount_cents: 0,
          currency: 'USD',
          interval: 'month',
          features: [],
        },
        {
          plan: 'premium',
          name: 'Premium',
          price_id: 'price_premium_monthly',
          amount_cents: 2900,
          currency: 'USD',
          interval: 'month',
          features: ['import-export', 'shared-metafields'],
        },
        {
          plan: 'enterprise',
          name: 'Enterprise',
          price_id: 'price_enterprise_monthly',
          amount_cents: 9900,
          currency: 'USD',
          interval: 'month',
          features: [...planCatalogue.enterprise],
        },
      ],
    });
    expect(planCatalogue.enterprise).toContain('custom-objects');
  });

  it('answers without a session, for the public pricing page', async () => {
    const { server } = await setUp();
    const response = await server.app.inject({ method: 'GET', url: '/api/billing/plans' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((plan: { plan: string }) => plan.plan)).toEqual([
      'standard',
      'premium',
      'enterprise',
    ]);
  });

  it('leaves the rest of billing behind a signed-in person', async () => {
    const { server } = await setUp();
    for (const path of ['subscription', 'invoices', 'company-details']) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/stores/shop/${path}`,
      });
      expect(response.statusCode, path).toBe(401);
    }
  });
});
