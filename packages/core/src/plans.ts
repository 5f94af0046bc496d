import { commonMessage } from './catalogue/commonMessages.js';
import { defaultChannelId } from './constants.js';
import type { MessageDescriptor } from './messages/defineMessages.js';

/** The plan features of both documents (sections 1 and 6). */
export const features = [
  'import-export',
  'multi-store',
  'shared-metafields',
  'custom-objects',
  'api-access',
] as const;

export type Feature = (typeof features)[number];

/** The least plan tier each feature needs: import/export and shared metafields are premium. */
export const featureTiers = {
  'import-export': 'premium',
  'shared-metafields': 'premium',
  'multi-store': 'enterprise',
  'custom-objects': 'enterprise',
  'api-access': 'enterprise',
} as const satisfies Record<Feature, 'premium' | 'enterprise'>;

/**
 * The store fields the plan rules read: a local, minimal shape, so that these rules need no
 * schema. The entities' `Store` (same field names) is assignable to it.
 */
export interface PlanStore {
  active: boolean;
  /** The features the store's plan includes. */
  plan_features?: readonly string[] | null;
  /** The plan or tier, e.g. 'premium' or 'enterprise'. */
  plan?: string | null;
  is_sandbox?: boolean | null;
  on_trial?: boolean | null;
  is_original_subscriber?: boolean | null;
}

function isSandboxOrTrial(store: PlanStore): boolean {
  return store.is_sandbox === true || store.on_trial === true;
}

/**
 * Whether the plan allows a feature: yes with no store loaded, for sandbox, trial and original
 * subscriber stores, and when the plan includes the feature.
 */
export function isFeatureAllowed(feature: Feature, store: PlanStore | undefined): boolean {
  if (store === undefined) return true;
  if (isSandboxOrTrial(store) || store.is_original_subscriber === true) return true;
  return store.plan_features?.includes(feature) ?? false;
}

/**
 * Whether a feature's forms and buttons work: allowed by the plan and the store active. Import
 * and export and the 'Create shared metafield' button need this, not just the plan.
 */
export function isFeatureUsable(feature: Feature, store: PlanStore | undefined): boolean {
  return isFeatureAllowed(feature, store) && (store === undefined || store.active);
}

/** Metafield import/export: the plan's import-export and an active store. */
export function isImportExportAllowed(store: PlanStore | undefined): boolean {
  return isFeatureUsable('import-export', store);
}

/** The 'Create shared metafield' button: the plan's shared metafields and an active store. */
export function canCreateSharedMetafield(store: PlanStore | undefined): boolean {
  return isFeatureUsable('shared-metafields', store);
}

/**
 * Import/export of custom resource values: the "plan capability" is read as both custom
 * resources (their banner says enterprise) and import-export, with an active store.
 */
export function isValueImportExportAllowed(store: PlanStore | undefined): boolean {
  return isFeatureUsable('custom-objects', store) && isFeatureUsable('import-export', store);
}

/**
 * Multistore (non-default channels, the Channel filter field): the plan's multi-store or the
 * enterprise tier. On sandbox and trial stores only the enterprise tier unlocks it, unlike the
 * other features.
 */
export function isMultiStoreAllowed(store: PlanStore | undefined): boolean {
  if (store === undefined) return true;
  const enterprise = store.plan === 'enterprise';
  if (isSandboxOrTrial(store)) return enterprise;
  return enterprise || isFeatureAllowed('multi-store', store);
}

/** The default channel is always open; any other needs multistore. */
export function isChannelAllowed(channelId: number, store: PlanStore | undefined): boolean {
  return channelId === defaultChannelId || isMultiStoreAllowed(store);
}

/**
 * The locked-channel warning icon is coloured differently for an active sandbox or trial store
 * (metafields.md, categories tree).
 */
export function isActiveSandboxOrTrial(store: PlanStore | undefined): boolean {
  return store !== undefined && store.active && isSandboxOrTrial(store);
}

/** Tone of the availability banner of a locked panel: info if the store is active, else warning. */
export function availabilityBannerTone(store: PlanStore | undefined): 'info' | 'warning' {
  return store === undefined || store.active ? 'info' : 'warning';
}

/**
 * What a locked feature says: 'Available on premium plans and above' or 'Available on
 * enterprise plan'.
 */
export function featureAvailabilityMessage(feature: Feature): MessageDescriptor {
  return commonMessage(
    featureTiers[feature] === 'premium'
      ? 'common.plan.premiumAndAbove'
      : 'common.plan.enterpriseOnly',
  );
}
