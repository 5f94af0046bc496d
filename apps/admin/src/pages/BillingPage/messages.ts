import { defineMessages } from '@metafields/design-system';

/** The plain plan list of the billing page; the full billing screens bring their own. */
export const messages = defineMessages({
  'billingPlans.label': 'Plans',
  'billingPlans.perMonth': '{price} per month',
  'billingPlans.current': 'Current plan',
  'billingPlans.noFeatures': 'The essentials: custom metafields on every resource.',
  'billingPlans.loadFailed': 'Unable to load the plans.',
  'billingPlans.feature.import-export': 'Import and export',
  'billingPlans.feature.multi-store': 'Multistore channels',
  'billingPlans.feature.shared-metafields': 'Shared metafields',
  'billingPlans.feature.custom-objects': 'Custom resources',
  'billingPlans.feature.api-access': 'API access',
});
