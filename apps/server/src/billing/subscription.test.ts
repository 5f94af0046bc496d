import { describe, expect, it } from 'vitest';
import { planCatalogue } from '../storesApi/plans.js';
import {
  addCompanyDetails,
  readInvoices,
  readStore,
  setUp,
  subscribe,
} from './testing/testSetup.js';

const url = '/api/stores/shop/subscription';
const premium = 'price_premium_monthly';
const enterprise = 'price_enterprise_monthly';

describe('subscribing', () => {
  it('needs the company details first, and names the step', async () => {
    const { browser } = await setUp();
    expect((await browser.request('GET', url)).json()).toEqual({ data: null });
    const response = await browser.request('POST', url, { price_id: premium });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'company_details_required',
      message: 'Add your company details before choosing a plan: they are needed to bill you.',
    });
    expect(await readStore(browser)).toMatchObject({ plan: 'standard', plan_features: [] });
    expect((await browser.request('GET', url)).json()).toEqual({ data: null });
  });

  it('refuses an unknown, missing or extra price field with 422, changing nothing', async () => {
    const { browser } = await setUp();
    await addCompanyDetails(browser);
    const unknownPrice =
      "Choose one of the plans' prices: price_premium_monthly, price_enterprise_monthly.";
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ price_id: 'price_gold_monthly' }, { price_id: [unknownPrice] }],
      [{ price_id: 'price_standard_monthly' }, { price_id: [unknownPrice] }],
      [{}, { price_id: ['This field is required'] }],
      [{ price_id: '' }, { price_id: ['This field is required'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await browser.request('POST', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toMatchObject({ error: 'invalid_input', errors });
    }
    const extra = await browser.request('POST', url, { price_id: premium, plan: 'enterprise' });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toHaveProperty('_');
    expect((await browser.request('GET', url)).json()).toEqual({ data: null });
    expect(await readInvoices(browser)).toEqual([]);
    expect((await readStore(browser)).plan).toBe('standard');
  });

  it('creates the subscription, puts the store on the plan and issues a paid invoice', async () => {
    const { browser } = await setUp();
    await addCompanyDetails(browser);
    const before = Date.now();
    const created = await subscribe(browser, premium);
    expect(created).toMatchObject({
      id: expect.stringMatching(/^sub_local_[0-9a-f]{24}$/),
      plan: 'premium',
      price_id: premium,
      amount_cents: 2900,
      currency: 'USD',
      status: 'active',
      is_manageable: true,
      cancel_at_period_end: false,
      canceled_at: null,
    });
    const start = Date.parse(created.current_period_start as string);
    const end = new Date(created.current_period_end as string);
    expect(start).toBeGreaterThanOrEqual(before);
    const monthLater = new Date(start);
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(end.getUTCMonth()).toBe(monthLater.getUTCMonth());

    expect((await browser.request('GET', url)).json()).toEqual({ data: created });
    expect(await readStore(browser)).toMatchObject({
      plan: 'premium',
      plan_features: [...planCatalogue.premium],
    });
    expect(await readInvoices(browser)).toEqual([
      {
        id: expect.stringMatching(/^in_local_/),
        number: 'LOCAL-000001',
        subscription_id: created.id,
        plan: 'premium',
        price_id: premium,
        status: 'paid',
        subtotal_cents: 2900,
        amount_cents: 2900,
        currency: 'USD',
        period_start: created.current_period_start,
        period_end: created.current_period_end,
        created_at: expect.any(String),
      },
    ]);

    // One subscription at a time.
    const again = await browser.request('POST', url, { price_id: enterprise });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'subscription_exists' });
    expect(await readInvoices(browser)).toHaveLength(1);
    expect((await readStore(browser)).plan).toBe('premium');
  });
});

describe('changing plan', () => {
  it('moves the store to the new plan at once and invoices the prorated difference', async () => {
    const { browser } = await setUp();
    await addCompanyDetails(browser);
    const created = await subscribe(browser, premium);

    const upgrade = await browser.request('PUT', url, { price_id: enterprise });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    expect(upgrade.json().data).toMatchObject({
      id: created.id,
      plan: 'enterprise',
      price_id: enterprise,
      status: 'active',
      current_period_start: created.current_period_start,
      current_period_end: created.current_period_end,
    });
    expect(await readStore(browser)).toMatchObject({
      plan: 'enterprise',
      plan_features: [...planCatalogue.enterprise],
    });
    const [latest, first] = await readInvoices(browser);
    expect(first).toMatchObject({ number: 'LOCAL-000001', amount_cents: 2900 });
    // The whole period is still to come: the difference of the two prices, within a cent.
    expect(latest).toMatchObject({ number: 'LOCAL-000002', plan: 'enterprise', status: 'paid' });
    expect(latest!.amount_cents).toBeGreaterThanOrEqual(6999);
    expect(latest!.amount_cents).toBeLessThanOrEqual(7000);
    expect(latest!.period_end).toBe(created.current_period_end);

    // The same price again changes nothing and bills nothing.
    const same = await browser.request('PUT', url, { price_id: enterprise });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.price_id).toBe(enterprise);
    expect(await readInvoices(browser)).toHaveLength(2);

    // A downgrade is credited, not charged.
    const downgrade = await browser.request('PUT', url, { price_id: premium });
    expect(downgrade.statusCode).toBe(200);
    expect((await readStore(browser)).plan).toBe('premium');
    const [credit] = await readInvoices(browser);
    expect(credit).toMatchObject({ number: 'LOCAL-000003', amount_cents: 0 });
    expect(credit!.subtotal_cents).toBeLessThanOrEqual(-6999);
  });

  it('answers 404 without a subscription and 422 for an unknown price', async () => {
    const { browser } = await setUp();
    await addCompanyDetails(browser);
    const none = await browser.request('PUT', url, { price_id: enterprise });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ error: 'subscription_not_found' });
    await subscribe(browser, premium);
    const unknown = await browser.request('PUT', url, { price_id: 'price_nope' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('price_id');
    expect((await readStore(browser)).plan).toBe('premium');
    expect(await readInvoices(browser)).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('puts the store back on the lower plan; the unused rest pays a later subscription', async () => {
    const { browser } = await setUp();
    await addCompanyDetails(browser);
    const created = await subscribe(browser, enterprise);
    const cancelled = await browser.request('DELETE', url);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      id: created.id,
      status: 'canceled',
      is_manageable: false,
      canceled_at: expect.any(String),
    });
    expect(await readStore(browser)).toMatchObject({ plan: 'standard', plan_features: [] });
    expect((await browser.request('GET', url)).json()).toEqual({ data: null });
    expect((await browser.request('DELETE', url)).statusCode).toBe(404);
    expect((await browser.request('PUT', url, { price_id: premium })).statusCode).toBe(404);

    // Subscribing again is a new subscription, paid from the credit.
    const renewed = await subscribe(browser, premium);
    expect(renewed.id).not.toBe(created.id);
    expect((await readStore(browser)).plan).toBe('premium');
    const [latest] = await readInvoices(browser);
    expect(latest).toMatchObject({ subscription_id: renewed.id, subtotal_cents: 2900 });
    expect(latest!.amount_cents).toBe(0);
  });
});

describe('trial and free access', () => {
  it('ends a trial when the store subscribes: the paid plan takes over', async () => {
    const { server, browser } = await setUp();
    const trialEndsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await server.stores.setPlan('shop', 'enterprise', { onTrial: true, trialEndsAt });
    expect(await readStore(browser)).toMatchObject({ on_trial: true, trial_ends_at: trialEndsAt });
    await addCompanyDetails(browser);
    await subscribe(browser, premium);
    expect(await readStore(browser)).toMatchObject({
      plan: 'premium',
      plan_features: [...planCatalogue.premium],
      on_trial: false,
      trial_ends_at: null,
    });
  });

  it('never bills a store with free access', async () => {
    const { browser, grantFreeAccess } = await setUp();
    await grantFreeAccess('shop');
    await addCompanyDetails(browser);
    const response = await browser.request('POST', url, { price_id: enterprise });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'free_access',
      message: 'This store has free access to the app and is never billed.',
    });
    expect((await browser.request('GET', url)).json()).toEqual({ data: null });
    expect(await readInvoices(browser)).toEqual([]);
    expect(await readStore(browser)).toMatchObject({ plan: 'standard', has_free_access: true });
  });

  it('lets an uninstalled store subscribe and cancel', async () => {
    const { server, browser } = await setUp();
    await server.stores.uninstall('shop');
    await addCompanyDetails(browser);
    await subscribe(browser, premium);
    expect(await readStore(browser)).toMatchObject({ active: false, plan: 'premium' });
    expect((await browser.request('DELETE', url)).statusCode).toBe(200);
    expect((await readStore(browser)).plan).toBe('standard');
  });
});
