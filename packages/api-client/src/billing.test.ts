import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './index.js';
import {
  json,
  startLocalServer,
  type LocalServer,
  type SentRequest,
} from './testing/localServer.js';

/** A real HTTP server answering like ours for the demo store's billing. */
let server: LocalServer;

const base = '/api/stores/demo';
const subscription = {
  id: 'sub_local_1',
  plan: 'premium',
  price_id: 'price_premium_monthly',
  amount_cents: 2900,
  currency: 'USD',
  status: 'active',
  is_manageable: true,
  current_period_start: '2030-01-01T00:00:00.000Z',
  current_period_end: '2030-02-01T00:00:00.000Z',
  cancel_at_period_end: false,
  canceled_at: null,
  created_at: '2030-01-01T00:00:00.000Z',
};
const invoice = {
  id: 'in_local_1',
  number: 'LOCAL-000001',
  subscription_id: 'sub_local_1',
  plan: 'premium',
  price_id: 'price_premium_monthly',
  status: 'paid',
  subtotal_cents: 2900,
  amount_cents: 2900,
  currency: 'USD',
  period_start: '2030-01-01T00:00:00.000Z',
  period_end: '2030-02-01T00:00:00.000Z',
  created_at: '2030-01-01T00:00:00.000Z',
};
const details = {
  company_name: 'Acme Trading Ltd',
  email: 'billing@acme.example',
  address_line1: '1 High Street',
  address_line2: null,
  city: 'London',
  postcode: 'SW1A 1AA',
  country: 'GB',
  vat_number: null,
};

function answer({ method, path, body }: SentRequest, res: ServerResponse) {
  switch (`${method} ${path}`) {
    case 'GET /api/billing/plans':
      return json(res, 200, {
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
        ],
      });
    case `GET ${base}/subscription`:
      return json(res, 200, { data: null });
    case `POST ${base}/subscription`:
      return json(res, 201, { data: subscription });
    case `PUT ${base}/subscription`:
      return json(res, 200, { data: { ...subscription, plan: 'enterprise', ...(body as object) } });
    case `DELETE ${base}/subscription`:
      return json(res, 200, {
        data: { ...subscription, status: 'canceled', is_manageable: false },
      });
    case `GET ${base}/invoices`:
      return json(res, 200, { data: [invoice] });
    case `GET ${base}/company-details`:
      return json(res, 200, { data: details });
    case `PUT ${base}/company-details`:
      if ((body as { country?: string }).country === 'XX') {
        return json(res, 422, {
          error: 'validation_failed',
          message: 'The given data was invalid.',
          errors: { country: ['Enter a two-letter country code (ISO 3166-1), such as GB or US.'] },
        });
      }
      return json(res, 200, { data: details });
    case `GET /api/stores/busy/subscription`:
      return json(res, 409, {
        error: 'company_details_required',
        message: 'Add your company details before choosing a plan: they are needed to bill you.',
      });
  }
  return json(res, 200, { data: { unexpected: true } });
}

beforeAll(async () => {
  server = await startLocalServer(answer);
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const billing = () => createApiClient({ baseUrl: server.baseUrl }).billing;

describe('billing calls', () => {
  it('read the plans, the subscription (none yet), the invoices and the company details', async () => {
    await expect(billing().plans()).resolves.toMatchObject([{ plan: 'standard' }]);
    await expect(billing().subscription.get('demo')).resolves.toBeNull();
    await expect(billing().invoices('demo')).resolves.toEqual([invoice]);
    await expect(billing().companyDetails.get('demo')).resolves.toEqual(details);
  });

  it('subscribe to a price, change it and cancel, over the subscription path', async () => {
    await expect(
      billing().subscription.create('demo', { price_id: 'price_premium_monthly' }),
    ).resolves.toEqual(subscription);
    await expect(
      billing().subscription.change('demo', { price_id: 'price_enterprise_monthly' }),
    ).resolves.toMatchObject({ plan: 'enterprise', price_id: 'price_enterprise_monthly' });
    await expect(billing().subscription.cancel('demo')).resolves.toMatchObject({
      status: 'canceled',
      is_manageable: false,
    });
    expect(server.seen()).toEqual([
      'POST /api/stores/demo/subscription',
      'PUT /api/stores/demo/subscription',
      'DELETE /api/stores/demo/subscription',
    ]);
    expect(server.bodies().slice(0, 2)).toEqual([
      { price_id: 'price_premium_monthly' },
      { price_id: 'price_enterprise_monthly' },
    ]);
  });

  it('save the company details, and give the server’s field errors back', async () => {
    const input = { ...details, address_line2: null, vat_number: null };
    await expect(billing().companyDetails.save('demo', input)).resolves.toEqual(details);
    const refused = await billing()
      .companyDetails.save('demo', { ...input, country: 'XX' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect((refused as ApiError).fieldErrors).toEqual({
      country: ['Enter a two-letter country code (ISO 3166-1), such as GB or US.'],
    });
  });

  it('give a refusal’s code and sentence', async () => {
    const refused = await billing()
      .subscription.get('busy')
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 409, code: 'company_details_required' });
  });
});
