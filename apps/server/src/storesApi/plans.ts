import { features, type Feature } from '@metafields/core';

/**
 * The plans a store can be on and the features each includes: the one place they are listed.
 * `standard` is the lower plan (no gated feature), the one a new store gets; the spec names
 * only Premium and Enterprise.
 */
export const planCatalogue = {
  standard: [],
  premium: ['import-export', 'shared-metafields'],
  enterprise: [...features],
} as const satisfies Record<string, readonly Feature[]>;

export type PlanName = keyof typeof planCatalogue;

export const lowerPlan: PlanName = 'standard';

export const planNames = Object.keys(planCatalogue) as PlanName[];

export function planFeatures(plan: PlanName): readonly Feature[] {
  return planCatalogue[plan];
}
