import { planCatalogue, planFeatures, type PlanName } from '../storesApi/plans.js';

/** A plan's monthly price, as the payment provider knows it. Amounts are integer cents. */
export interface Price {
  id: string;
  plan: Exclude<PlanName, 'standard'>;
  amount_cents: number;
  currency: string;
  interval: 'month';
}

/**
 * The paid plans' prices: the one place they are listed (the features stay in the plan
 * catalogue). The lower plan has no price: it is what a store without a subscription is on.
 */
export const prices: readonly Price[] = [
  {
    id: 'price_premium_monthly',
    plan: 'premium',
    amount_cents: 2900,
    currency: 'USD',
    interval: 'month',
  },
  {
    id: 'price_enterprise_monthly',
    plan: 'enterprise',
    amount_cents: 9900,
    currency: 'USD',
    interval: 'month',
  },
];

export const findPrice = (priceId: string): Price | undefined =>
  prices.find((price) => price.id === priceId);

const planTitles: Record<PlanName, string> = {
  standard: 'Standard',
  premium: 'Premium',
  enterprise: 'Enterprise',
};

/** The plans table: every plan of the catalogue, its monthly price and its features. */
export function planListing() {
  return (Object.keys(planCatalogue) as PlanName[]).map((plan) => {
    const price = prices.find((candidate) => candidate.plan === plan);
    return {
      plan,
      name: planTitles[plan],
      price_id: price?.id ?? null,
      amount_cents: price?.amount_cents ?? 0,
      currency: price?.currency ?? 'USD',
      interval: 'month' as const,
      features: planFeatures(plan),
    };
  });
}
