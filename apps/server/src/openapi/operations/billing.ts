import { features } from '@metafields/core';
import * as z from 'zod';
import { companyDetailsSchema, type CompanyDetails } from '../../billing/companyDetails.js';
import type { PaymentInvoice } from '../../billing/paymentProvider.js';
import { type planListing, prices } from '../../billing/prices.js';
import { priceBody, type subscriptionView } from '../../billing/subscriptionRoutes.js';
import { planNames } from '../../storesApi/plans.js';
import type { ApiOperation } from '../operation.js';

const tag = 'Billing';
const subscriptionPath = '/api/stores/{storeHash}/subscription';

/*
 * The routes answer plain objects, without zod schemas of their own: these describe them, and
 * `satisfies` keeps each in step with the type the route builds it as.
 */

const plan = z.enum(planNames);
const paidPlan = plan.exclude(['standard']);
const priceId = z.enum(prices.map((price) => price.id));
const cents = z.number().int();
const currency = z.string().regex(/^[A-Z]{3}$/);
const dateTime = z.iso.datetime();

const planEntry = z.object({
  plan,
  name: z.string(),
  price_id: priceId.nullable().describe('Null for the lower plan: a store without a subscription.'),
  amount_cents: cents.nonnegative(),
  currency,
  interval: z.literal('month'),
  features: z.array(z.enum(features)),
}) satisfies z.ZodType<ReturnType<typeof planListing>[number]>;

/** The details as saved: blank optional lines are null, the country upper case. */
const companyDetails = z.object({
  company_name: z.string(),
  email: z.string(),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  city: z.string(),
  postcode: z.string(),
  country: z.string().regex(/^[A-Z]{2}$/),
  vat_number: z
    .string()
    .regex(/^[A-Z0-9]{4,20}$/)
    .nullable(),
}) satisfies z.ZodType<CompanyDetails>;

const subscription = z.object({
  id: z.string(),
  plan: paidPlan.nullable(),
  price_id: z.string(),
  amount_cents: cents.nonnegative().nullable(),
  currency: currency.nullable(),
  status: z.enum(['active', 'canceled']),
  is_manageable: z.boolean().describe('Only a live subscription can be changed or cancelled.'),
  current_period_start: dateTime,
  current_period_end: dateTime,
  cancel_at_period_end: z.boolean(),
  canceled_at: dateTime.nullable(),
  created_at: dateTime,
}) satisfies z.ZodType<ReturnType<typeof subscriptionView>>;

const invoice = z.object({
  id: z.string(),
  number: z.string(),
  subscription_id: z.string(),
  plan: paidPlan.nullable(),
  price_id: z.string(),
  status: z.literal('paid'),
  subtotal_cents: cents.describe('What the period costs; below zero for a downgrade’s credit.'),
  amount_cents: cents.nonnegative().describe('What was charged, after the customer’s credit.'),
  currency,
  period_start: dateTime,
  period_end: dateTime,
  created_at: dateTime,
}) satisfies z.ZodType<PaymentInvoice & { plan: z.infer<typeof paidPlan> | null }>;

const subscriptionAnswer = z.object({ data: subscription });
const session =
  'For a person signed in to the app: an API token is refused (403 `token_not_allowed`). Open once the app is uninstalled, so that its merchant can still see invoices and cancel.';
const priceIds = prices.map((price) => `\`${price.id}\``).join(', ');

/** Plans, the company billed, the store's subscription and its invoices. */
export const billingOperations: ApiOperation[] = [
  {
    id: 'listPlans',
    method: 'GET',
    path: '/api/billing/plans',
    summary: 'The plans, their monthly prices and features',
    description: 'Public: the pricing page lists them before anyone signs in.',
    tag,
    access: 'public',
    answers: [
      {
        status: 200,
        description: 'Every plan, the lower one first.',
        schema: z.object({ data: z.array(planEntry) }),
      },
    ],
  },
  {
    id: 'getCompanyDetails',
    method: 'GET',
    path: '/api/stores/{storeHash}/company-details',
    summary: 'The company billed for the store',
    description: session,
    tag,
    access: 'storeSession',
    answers: [
      {
        status: 200,
        description: 'The details, or null before the first save.',
        schema: z.object({ data: companyDetails.nullable() }),
      },
    ],
  },
  {
    id: 'saveCompanyDetails',
    method: 'PUT',
    path: '/api/stores/{storeHash}/company-details',
    summary: 'Save the company billed for the store',
    description: `The country is an ISO 3166-1 alpha-2 code; the VAT number keeps only its letters and digits. The first save makes the store a payment customer, needed to subscribe. ${session}`,
    tag,
    access: 'storeSession',
    body: { json: companyDetailsSchema },
    answers: [
      {
        status: 200,
        description: 'The details as saved.',
        schema: z.object({ data: companyDetails }),
      },
    ],
  },
  {
    id: 'getSubscription',
    method: 'GET',
    path: subscriptionPath,
    summary: 'The store’s subscription',
    description: session,
    tag,
    access: 'storeSession',
    answers: [
      {
        status: 200,
        description: 'The live subscription, or null.',
        schema: z.object({ data: subscription.nullable() }),
      },
    ],
  },
  {
    id: 'createSubscription',
    method: 'POST',
    path: subscriptionPath,
    summary: 'Subscribe to a paid plan',
    description: `\`price_id\` is one of ${priceIds}. The first invoice is paid at once and the store is on the price’s plan (a trial ends). 409: \`company_details_required\`, \`subscription_exists\`, or \`free_access\` (the store is never billed). ${session}`,
    tag,
    access: 'storeSession',
    body: { json: priceBody },
    answers: [{ status: 201, description: 'The subscription.', schema: subscriptionAnswer }],
    errors: [409],
  },
  {
    id: 'changeSubscription',
    method: 'PUT',
    path: subscriptionPath,
    summary: 'Move the subscription to another price',
    description: `\`price_id\` is one of ${priceIds}. The store is on the new plan at once; the difference over the rest of the period is invoiced (a downgrade’s as credit). The same price changes nothing. 404 without a subscription, 409 \`free_access\`. ${session}`,
    tag,
    access: 'storeSession',
    body: { json: priceBody },
    answers: [
      { status: 200, description: 'The subscription on its price.', schema: subscriptionAnswer },
    ],
    errors: [409],
  },
  {
    id: 'cancelSubscription',
    method: 'DELETE',
    path: subscriptionPath,
    summary: 'Cancel the subscription',
    description: `At once: the store is back on the lower plan, the period’s unused rest kept as credit. 404 without a subscription. ${session}`,
    tag,
    access: 'storeSession',
    answers: [
      { status: 200, description: 'The cancelled subscription.', schema: subscriptionAnswer },
    ],
  },
  {
    id: 'listInvoices',
    method: 'GET',
    path: '/api/stores/{storeHash}/invoices',
    summary: 'The store’s invoices',
    description: session,
    tag,
    access: 'storeSession',
    answers: [
      {
        status: 200,
        description: 'Newest first; none before the company details are saved.',
        schema: z.object({ data: z.array(invoice) }),
      },
    ],
  },
];
