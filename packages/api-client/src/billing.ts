import * as z from 'zod/mini';
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

const planList = z.object({ data: z.array(billingPlanSchema) });

/** The plans a store can be on, with their monthly prices and features. */
export function billingCalls({ call }: Pick<Http, 'call'>) {
  return {
    plans: () =>
      call(async (http) => planList.parse(await http.get('api/billing/plans').json()).data),
  };
}
