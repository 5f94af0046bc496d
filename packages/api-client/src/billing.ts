import * as z from 'zod/mini';
import type { CompanyDetailsInput } from '@metafields/core';
import type { Http } from './http.js';

/** One plan as GET /api/billing/plans lists it: the lower plan first. */
export const billingPlanSchema = z.object({
  plan: z.string(),
  name: z.string(),
  price_id: z.nullable(z.string()),
  amount_cents: z.number().check(z.int(), z.nonnegative()),
  currency: z.string(),
  interval: z.literal('month'),
  features: z.array(z.string()),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

/** The store's subscription as the billing screens read it. */
export const storeSubscriptionSchema = z.object({
  id: z.string(),
  plan: z.nullable(z.string()),
  price_id: z.string(),
  amount_cents: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  status: z.string(),
  is_manageable: z.boolean(),
  current_period_start: z.string(),
  current_period_end: z.string(),
  cancel_at_period_end: z.boolean(),
  canceled_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type StoreSubscription = z.infer<typeof storeSubscriptionSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  subscription_id: z.string(),
  plan: z.nullable(z.string()),
  price_id: z.string(),
  status: z.string(),
  subtotal_cents: z.number(),
  amount_cents: z.number(),
  currency: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The company billed, as the server saved it (trimmed, country upper case). */
export const companyDetailsSchema = z.object({
  company_name: z.string(),
  email: z.string(),
  address_line1: z.string(),
  address_line2: z.nullable(z.string()),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
  vat_number: z.nullable(z.string()),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

const planList = z.object({ data: z.array(billingPlanSchema) });
const subscriptionAnswer = z.object({ data: z.nullable(storeSubscriptionSchema) });
const subscriptionWritten = z.object({ data: storeSubscriptionSchema });
const invoiceList = z.object({ data: z.array(invoiceSchema) });
const detailsAnswer = z.object({ data: z.nullable(companyDetailsSchema) });
const detailsSaved = z.object({ data: companyDetailsSchema });

/**
 * The plans (public), and a store's company details, subscription and invoices (for a signed-in
 * person). The server offers no proration preview: core's `prorationPreviewCents` computes it.
 */
export function billingCalls({ call }: Pick<Http, 'call'>) {
  const store = (storeHash: string, path: string) =>
    `api/stores/${encodeURIComponent(storeHash)}/${path}`;
  return {
    plans: () =>
      call(async (http) => planList.parse(await http.get('api/billing/plans').json()).data),
    subscription: {
      get: (storeHash: string) =>
        call(
          async (http) =>
            subscriptionAnswer.parse(await http.get(store(storeHash, 'subscription')).json()).data,
        ),
      /** 409 company_details_required before the company details, subscription_exists, free_access. */
      create: (storeHash: string, body: { price_id: string }) =>
        call(
          async (http) =>
            subscriptionWritten.parse(
              await http.post(store(storeHash, 'subscription'), { json: body }).json(),
            ).data,
        ),
      /** The new price at once, the difference invoiced for the rest of the period. */
      change: (storeHash: string, body: { price_id: string }) =>
        call(
          async (http) =>
            subscriptionWritten.parse(
              await http.put(store(storeHash, 'subscription'), { json: body }).json(),
            ).data,
        ),
      cancel: (storeHash: string) =>
        call(
          async (http) =>
            subscriptionWritten.parse(await http.delete(store(storeHash, 'subscription')).json())
              .data,
        ),
    },
    companyDetails: {
      get: (storeHash: string) =>
        call(
          async (http) =>
            detailsAnswer.parse(await http.get(store(storeHash, 'company-details')).json()).data,
        ),
      /** 422 with field errors; the first save creates the store's payment customer. */
      save: (storeHash: string, details: CompanyDetailsInput) =>
        call(
          async (http) =>
            detailsSaved.parse(
              await http.put(store(storeHash, 'company-details'), { json: details }).json(),
            ).data,
        ),
    },
    invoices: (storeHash: string) =>
      call(
        async (http) => invoiceList.parse(await http.get(store(storeHash, 'invoices')).json()).data,
      ),
  };
}
