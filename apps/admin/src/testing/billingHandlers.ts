import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { features, type Store } from '@metafields/core';
import type { CompanyDetails, Invoice, StoreSubscription } from '@metafields/api-client';
import { billingPlans, billingPlansFail, billingPlansNeverAnswer } from './jobHandlers.js';
import { demoStore, signedIn, stores } from './handlers.js';

export { billingPlans, billingPlansFail, billingPlansNeverAnswer };

const base = '/api/stores/demo';
const prices = {
  price_premium_monthly: { plan: 'premium', name: 'Premium', amount_cents: 2900 },
  price_enterprise_monthly: { plan: 'enterprise', name: 'Enterprise', amount_cents: 9900 },
} as const;
type PriceId = keyof typeof prices;
const isPriceId = (id: unknown): id is PriceId => typeof id === 'string' && id in prices;
const planFeatures = {
  standard: [],
  premium: ['import-export', 'shared-metafields'],
  enterprise: [...features],
} as const;

/** A subscription to Premium, its period from 1 to 31 March 2030 (30 days), at noon UTC: the same days in the demo store's timezone. */
export const premiumSubscription: StoreSubscription = {
  id: 'sub_local_1',
  plan: 'premium',
  price_id: 'price_premium_monthly',
  amount_cents: 2900,
  currency: 'USD',
  status: 'active',
  is_manageable: true,
  current_period_start: '2030-03-01T12:00:00.000Z',
  current_period_end: '2030-03-31T12:00:00.000Z',
  cancel_at_period_end: false,
  canceled_at: null,
  created_at: '2030-03-01T12:00:00.000Z',
};

export const firstInvoice: Invoice = {
  id: 'in_local_1',
  number: 'LOCAL-000001',
  subscription_id: 'sub_local_1',
  plan: 'premium',
  price_id: 'price_premium_monthly',
  status: 'paid',
  subtotal_cents: 2900,
  amount_cents: 2900,
  currency: 'USD',
  period_start: '2030-03-01T12:00:00.000Z',
  period_end: '2030-03-31T12:00:00.000Z',
  created_at: '2030-03-01T12:00:00.000Z',
};

export const acmeDetails: CompanyDetails = {
  company_name: 'Acme Trading Ltd',
  email: 'billing@acme.example',
  address_line1: '1 High Street',
  address_line2: null,
  city: 'London',
  postcode: 'SW1A 1AA',
  country: 'GB',
  vat_number: null,
};

/** The demo store on trial of the Enterprise plan until 15 January 2030, no payment customer. */
export const trialStore: Partial<Store> = {
  plan: 'enterprise',
  plan_features: [...features],
  on_trial: true,
  trial_ends_at: '2030-01-15T12:00:00.000Z',
  has_free_access: false,
  stripe_id: null,
};
export const lowerPlanStore: Partial<Store> = {
  plan: 'standard',
  plan_features: [],
  on_trial: false,
  has_free_access: false,
  stripe_id: null,
};
export const subscribedStore: Partial<Store> = {
  plan: 'premium',
  plan_features: [...planFeatures.premium],
  on_trial: false,
  has_free_access: false,
  stripe_id: 'cus_local_1',
};
export const freeAccessStore: Partial<Store> = {
  plan: 'enterprise',
  plan_features: [...features],
  has_free_access: true,
  stripe_id: null,
};

interface BillingState {
  store: Partial<Store>;
  subscription: StoreSubscription | null;
  invoices: Invoice[];
  details: CompanyDetails | null;
}

/**
 * The demo store's billing as the server keeps it, for one story: the store (as plan gating
 * reads it), its subscription, invoices and company details, changed by the story's writes as
 * the server changes them: the store's plan follows the subscription. A company details save
 * with the country 'XX' is refused with the server's field error.
 */
export function billingServer(initial: Partial<BillingState> = {}): HttpHandler[] {
  const state: BillingState = {
    store: lowerPlanStore,
    subscription: null,
    invoices: [],
    details: null,
    ...initial,
  };
  const onPlan = (priceId: PriceId) => {
    const { plan } = prices[priceId];
    state.store = { ...state.store, plan, plan_features: [...planFeatures[plan]], on_trial: false };
  };
  const invoice = (priceId: PriceId, cents: number) => {
    state.invoices = [
      {
        ...firstInvoice,
        id: `in_local_${state.invoices.length + 1}`,
        number: `LOCAL-00000${state.invoices.length + 1}`,
        plan: prices[priceId].plan,
        price_id: priceId,
        subtotal_cents: cents,
        amount_cents: Math.max(0, cents),
      },
      ...state.invoices,
    ];
  };
  const priceOf = async (request: Request) => {
    const body = (await request.json()) as { price_id?: unknown };
    return isPriceId(body.price_id) ? body.price_id : undefined;
  };
  return [
    signedIn,
    stores,
    http.get(base, () => HttpResponse.json({ data: { ...demoStore, ...state.store } })),
    billingPlans,
    http.get(`${base}/subscription`, () => HttpResponse.json({ data: state.subscription })),
    http.get(`${base}/invoices`, () => HttpResponse.json({ data: state.invoices })),
    http.get(`${base}/company-details`, () => HttpResponse.json({ data: state.details })),
    http.put(`${base}/company-details`, async ({ request }) => {
      const details = (await request.json()) as CompanyDetails;
      if (details.country.toUpperCase() === 'XX') {
        return HttpResponse.json(
          {
            error: 'validation_failed',
            message: 'The given data was invalid.',
            errors: {
              country: ['Enter a two-letter country code (ISO 3166-1), such as GB or US.'],
            },
          },
          { status: 422 },
        );
      }
      state.details = { ...details, country: details.country.toUpperCase() };
      state.store = { ...state.store, stripe_id: state.store.stripe_id ?? 'cus_local_1' };
      return HttpResponse.json({ data: state.details });
    }),
    http.post(`${base}/subscription`, async ({ request }) => {
      const priceId = await priceOf(request);
      if (!priceId) return HttpResponse.json({ error: 'validation_failed' }, { status: 422 });
      const { plan, amount_cents } = prices[priceId];
      state.subscription = { ...premiumSubscription, plan, price_id: priceId, amount_cents };
      onPlan(priceId);
      invoice(priceId, amount_cents);
      return HttpResponse.json({ data: state.subscription }, { status: 201 });
    }),
    http.put(`${base}/subscription`, async ({ request }) => {
      const priceId = await priceOf(request);
      if (!priceId || !state.subscription) return HttpResponse.json({}, { status: 404 });
      const { plan, amount_cents } = prices[priceId];
      const change = amount_cents - (state.subscription.amount_cents ?? 0);
      state.subscription = { ...state.subscription, plan, price_id: priceId, amount_cents };
      onPlan(priceId);
      invoice(priceId, change);
      return HttpResponse.json({ data: state.subscription });
    }),
    http.delete(`${base}/subscription`, () => {
      if (!state.subscription) return HttpResponse.json({}, { status: 404 });
      const cancelled = { ...state.subscription, status: 'canceled', is_manageable: false };
      state.subscription = null;
      state.store = { ...state.store, ...lowerPlanStore, stripe_id: state.store.stripe_id };
      return HttpResponse.json({ data: cancelled });
    }),
  ];
}

/** The store answers; its subscription fails. */
export const billingFails: HttpHandler[] = [
  http.get(`${base}/subscription`, () =>
    HttpResponse.json({ error: 'server_error', message: 'Boom' }, { status: 500 }),
  ),
  ...billingServer(),
];

/** The subscription never answers: the page stays loading. */
export const billingLoading: HttpHandler[] = [
  http.get(`${base}/subscription`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  ...billingServer(),
];
