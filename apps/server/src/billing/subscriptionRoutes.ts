import { validationMessages } from '@metafields/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { parseInput } from '../validation.js';
import { HttpError } from '../http/errors.js';
import type { StoreRecord } from '../stores/stores.js';
import { lowerPlan } from '../storesApi/plans.js';
import { billingStoreOfRequest } from './billingAccess.js';
import type { BillingArea } from './billingArea.js';
import type { PaymentSubscription } from './paymentProvider.js';
import { findPrice, prices, type Price } from './prices.js';

const required = validationMessages['validation.required'];
const unknownPrice = `Choose one of the plans' prices: ${prices.map((price) => price.id).join(', ')}.`;

export const priceBody = z
  .object({
    price_id: z
      .string({ error: required })
      .min(1, { error: required })
      .transform((id, context) => {
        const price = findPrice(id);
        if (price) return price;
        context.addIssue({ code: 'custom', message: unknownPrice });
        return z.NEVER;
      }),
  })
  .strict();

const noSubscription = () =>
  new HttpError(404, 'subscription_not_found', 'This store has no subscription.');
const freeAccess = () =>
  new HttpError(409, 'free_access', 'This store has free access to the app and is never billed.');
const alreadySubscribed = () =>
  new HttpError(
    409,
    'subscription_exists',
    'This store already has a subscription. Change its plan instead.',
  );
const companyDetailsFirst = () =>
  new HttpError(
    409,
    'company_details_required',
    'Add your company details before choosing a plan: they are needed to bill you.',
  );

/** The subscription as the billing screens read it. */
export function subscriptionView(subscription: PaymentSubscription) {
  const price = findPrice(subscription.price_id);
  return {
    id: subscription.id,
    plan: price?.plan ?? null,
    price_id: subscription.price_id,
    amount_cents: price?.amount_cents ?? null,
    currency: price?.currency ?? null,
    status: subscription.status,
    // The billing manager changes and cancels it: only a live subscription can be.
    is_manageable: subscription.status === 'active',
    current_period_start: subscription.current_period_start,
    current_period_end: subscription.current_period_end,
    cancel_at_period_end: subscription.cancel_at_period_end,
    canceled_at: subscription.canceled_at,
    created_at: subscription.created_at,
  };
}

/**
 * The store's subscription to a paid plan. The store's plan follows the subscription at once:
 * subscribing or changing puts the store on the price's plan, cancelling on the lower plan.
 */
export function subscriptionRoutes(app: FastifyInstance, { context, repo, provider }: BillingArea) {
  /** The store's live subscription; a record the provider ended some other way is let go. */
  async function currentSubscription(store: StoreRecord) {
    const id = await repo.currentSubscriptionId(store.store_hash);
    if (id === undefined) return undefined;
    const subscription = await provider.findSubscription(id);
    if (subscription?.status === 'active') return subscription;
    await repo.forgetSubscription(store.store_hash, id);
    return undefined;
  }

  const priceOf = (request: FastifyRequest): Price =>
    parseInput(priceBody, request.body ?? {}).price_id;

  // GET /api/stores/{hash}/subscription → 200 { data: subscription | null }.
  app.get('/api/stores/:storeHash/subscription', async (request) => {
    const store = await billingStoreOfRequest(request, context);
    const subscription = await currentSubscription(store);
    return { data: subscription ? subscriptionView(subscription) : null };
  });

  // POST /api/stores/{hash}/subscription { price_id } → 201 { data: subscription }, with its
  // first invoice paid; 422 on price_id; 409 free_access, subscription_exists or
  // company_details_required. A store on trial leaves the trial: its plan becomes the one paid
  // for at once. Keeping the free days would hide the choice, since a trial opens every
  // feature (core's isFeatureAllowed), and the merchant who pays now gets what they pay for now.
  app.post('/api/stores/:storeHash/subscription', async (request, reply) => {
    const store = await billingStoreOfRequest(request, context);
    const price = priceOf(request);
    if (store.has_free_access) throw freeAccess();
    if (await currentSubscription(store)) throw alreadySubscribed();
    if (!store.stripe_id) throw companyDetailsFirst();
    const subscription = await provider.createSubscription(store.stripe_id, price);
    if (!(await repo.recordSubscription(store.store_hash, subscription.id))) {
      // Another request subscribed the store meanwhile: this one must not bill twice.
      await provider.cancelSubscription(subscription.id);
      throw alreadySubscribed();
    }
    await context.stores.setPlan(store.store_hash, price.plan);
    return reply.code(201).send({ data: subscriptionView(subscription) });
  });

  // PUT /api/stores/{hash}/subscription { price_id } → 200 { data: subscription } on the new
  // price, its difference invoiced (prorated over the rest of the period, a downgrade's as
  // credit); the same price changes nothing. 404 without a subscription, 409 free_access.
  app.put('/api/stores/:storeHash/subscription', async (request) => {
    const store = await billingStoreOfRequest(request, context);
    const price = priceOf(request);
    if (store.has_free_access) throw freeAccess();
    const subscription = await currentSubscription(store);
    if (!subscription) throw noSubscription();
    if (subscription.price_id === price.id) return { data: subscriptionView(subscription) };
    const changed = await provider.changeSubscription(subscription.id, price);
    await context.stores.setPlan(store.store_hash, price.plan);
    return { data: subscriptionView(changed) };
  });

  // DELETE /api/stores/{hash}/subscription → 200 { data: the cancelled subscription }; the store
  // is back on the lower plan at once, the period's unused rest kept as credit for a later
  // subscription. 404 without one.
  app.delete('/api/stores/:storeHash/subscription', async (request) => {
    const store = await billingStoreOfRequest(request, context);
    const subscription = await currentSubscription(store);
    if (!subscription) throw noSubscription();
    const cancelled = await provider.cancelSubscription(subscription.id);
    await repo.forgetSubscription(store.store_hash, subscription.id);
    await context.stores.setPlan(store.store_hash, lowerPlan);
    return { data: subscriptionView(cancelled) };
  });
}
