import { describe, expect, it } from 'vitest';
import { storeSchema } from './store.js';
import { subscriptionSchema } from './subscription.js';

// A store row as apps/server sends it today.
const today = {
  store_hash: 'abc123',
  name: 'Demo store',
  currency: 'EUR',
  timezone_name: 'Europe/Paris',
  active: true,
};
const pathOf = (input: unknown) =>
  storeSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('storeSchema', () => {
  it("reads today's store row unchanged", () => {
    expect(storeSchema.parse(today)).toEqual(today);
  });

  it('reads the plan, trial and billing fields', () => {
    const onTrial = {
      ...today,
      plan: 'premium',
      plan_features: ['import-export', 'shared-metafields'],
      is_sandbox: false,
      on_trial: true,
      is_original_subscriber: false,
      trial_ends_at: '2025-04-01T00:00:00Z',
      has_free_access: false,
      stripe_id: null,
    };
    expect(storeSchema.parse(onTrial)).toEqual(onTrial);
  });

  it('names the wrong field', () => {
    expect(pathOf({ ...today, currency: 'EURO' })).toEqual(['currency']);
    expect(pathOf({ ...today, store_hash: '' })).toEqual(['store_hash']);
    expect(pathOf({ ...today, trial_ends_at: 'soon' })).toEqual(['trial_ends_at']);
    expect(pathOf({ ...today, plan_features: 'import-export' })).toEqual(['plan_features']);
  });
});

describe('subscriptionSchema', () => {
  it('reads whether the subscription is manageable', () => {
    expect(subscriptionSchema.parse({ is_manageable: true, id: 'sub_1' })).toEqual({
      is_manageable: true,
    });
    expect(subscriptionSchema.safeParse({}).error?.issues[0]?.path).toEqual(['is_manageable']);
  });
});
