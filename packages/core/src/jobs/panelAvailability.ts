import { featureTiers, isFeatureAllowed, type Feature, type PlanStore } from '../plans.js';

/** Which import and export panels: a record type's metafields, or a custom resource's values. */
export type JobPanelScope = 'metafields' | 'values';

/** The tier whose availability text a locked panel shows. */
export type JobPanelPlan = 'premium' | 'enterprise';

/**
 * Whether the import and export panels work, and if not why: the plan lacks the feature (an
 * info banner) or the store is inactive (a warning banner, whatever the plan). `plan` chooses
 * the text: 'Available on premium plans and above' with 'Upgrade to Premium to unlock …' for
 * metafields, 'Available on enterprise plan' for custom resource values.
 */
export type JobPanelAvailability =
  | { status: 'allowed' }
  | { status: 'needsPlan'; plan: JobPanelPlan }
  | { status: 'storeInactive'; plan: JobPanelPlan };

const scopeFeatures = {
  metafields: ['import-export'],
  // Values need custom resources (their banner says enterprise) and import-export, as
  // `isValueImportExportAllowed` reads "the plan capability".
  values: ['custom-objects', 'import-export'],
} as const satisfies Record<JobPanelScope, readonly Feature[]>;

/**
 * Whether the plan has every feature of the scope, whatever the store's state: the job
 * histories still answer on an inactive store, so they are read when this holds.
 */
export function jobPanelPlanAllows(scope: JobPanelScope, store: PlanStore | undefined): boolean {
  return scopeFeatures[scope].every((feature) => isFeatureAllowed(feature, store));
}

/**
 * The import/export panels' state for a store (metafields.md section 6, custom resources
 * section 6): allowed with no store loaded, as the plan rules are; an inactive store locks them
 * first, since its banner is a warning; then a plan without the feature.
 */
export function jobPanelAvailability(
  scope: JobPanelScope,
  store: PlanStore | undefined,
): JobPanelAvailability {
  const required = scopeFeatures[scope];
  const plan: JobPanelPlan = required.some((feature) => featureTiers[feature] === 'enterprise')
    ? 'enterprise'
    : 'premium';
  if (store !== undefined && !store.active) return { status: 'storeInactive', plan };
  if (!jobPanelPlanAllows(scope, store)) return { status: 'needsPlan', plan };
  return { status: 'allowed' };
}
