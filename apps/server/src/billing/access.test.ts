import { describe, expect, it } from 'vitest';
import {
  addCompanyDetails,
  companyDetails,
  readInvoices,
  readStore,
  setUp,
  subscribe,
  type TestServer,
} from './testing/testSetup.js';

const routes = [
  ['GET', 'company-details'],
  ['PUT', 'company-details', companyDetails],
  ['GET', 'subscription'],
  ['POST', 'subscription', { price_id: 'price_enterprise_monthly' }],
  ['PUT', 'subscription', { price_id: 'price_enterprise_monthly' }],
  ['DELETE', 'subscription'],
  ['GET', 'invoices'],
] as const;

function withToken(server: TestServer, method: string, url: string, token: string, body?: object) {
  return server.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body && { payload: body }),
  });
}

/** `other` subscribed to Premium by its own merchant, with their company details. */
async function otherSubscribed() {
  const setup = await setUp();
  await addCompanyDetails(setup.otherBrowser, 'other');
  await subscribe(setup.otherBrowser, 'price_premium_monthly', 'other');
  return setup;
}

async function expectOtherUntouched(setup: Awaited<ReturnType<typeof setUp>>) {
  const { otherBrowser } = setup;
  const store = await readStore(otherBrowser, 'other');
  expect(store).toMatchObject({ plan: 'premium', stripe_id: expect.stringMatching(/^cus_/) });
  const subscription = await otherBrowser.request('GET', '/api/stores/other/subscription');
  expect(subscription.json().data).toMatchObject({ plan: 'premium', status: 'active' });
  const details = await otherBrowser.request('GET', '/api/stores/other/company-details');
  expect(details.json().data).toMatchObject({ city: 'London' });
  expect(await readInvoices(otherBrowser, 'other')).toHaveLength(1);
}

describe("another merchant's store", () => {
  it('answers 404 on every billing route and changes nothing', async () => {
    const setup = await otherSubscribed();
    for (const [method, path, body] of routes) {
      const response = await setup.browser.request(
        method,
        `/api/stores/other/${path}`,
        body && { ...body, city: 'Paris' },
      );
      expect({ method, path, status: response.statusCode }).toEqual({ method, path, status: 404 });
      expect(response.json()).toEqual({
        error: 'store_not_found',
        message: 'Unable to access store',
      });
    }
    await expectOtherUntouched(setup);
  });

  it('is unknown to a token of another store', async () => {
    const setup = await otherSubscribed();
    // A store that can have tokens: the refusal must be the tenancy's, not the plan's.
    await setup.server.stores.setPlan('shop', 'enterprise');
    const { token } = await setup.server.apiTokens.create('shop', 'CI');
    for (const [method, path, body] of routes) {
      const response = await withToken(
        setup.server,
        method,
        `/api/stores/other/${path}`,
        token,
        body,
      );
      expect({ method, path, status: response.statusCode }).toEqual({ method, path, status: 404 });
    }
    await expectOtherUntouched(setup);
  });
});

describe('API tokens', () => {
  it('are refused on every billing route of their own store, reads included', async () => {
    const { server, browser } = await setUp();
    await server.stores.setPlan('shop', 'enterprise');
    await addCompanyDetails(browser);
    const { token } = await server.apiTokens.create('shop', 'CI');
    const customer = (await readStore(browser)).stripe_id;

    for (const [method, path, body] of routes) {
      const response = await withToken(server, method, `/api/stores/shop/${path}`, token, body);
      expect({ method, path, status: response.statusCode }).toEqual({ method, path, status: 403 });
      expect(response.json()).toEqual({
        error: 'token_not_allowed',
        message: 'Billing is managed by people signed in to the app, not with an API token.',
      });
    }
    // The same token still reads the store itself, which shows nothing was billed.
    const store = await withToken(server, 'GET', '/api/stores/shop', token);
    expect(store.statusCode).toBe(200);
    expect(store.json().data).toMatchObject({ plan: 'enterprise', stripe_id: customer });
    expect((await browser.request('GET', '/api/stores/shop/subscription')).json()).toEqual({
      data: null,
    });
    expect(await readInvoices(browser)).toEqual([]);
    // The plans are public (the pricing page): a token reads them as anyone does.
    expect((await withToken(server, 'GET', '/api/billing/plans', token)).statusCode).toBe(200);
  });
});
