import { defineMessages } from '@metafields/design-system';

/** The billing screens' own texts; the spec's titles are core's `accountMessages`. */
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

  'billing.loadFailed': 'Unable to load your subscription. Please try again later.',
  'billing.seePlans': 'Compare plans',

  'billingManager.title': 'Your plan',
  'billingManager.plan': '{plan} plan, {price} per month',
  'billingManager.period': 'Current period: {start} to {end}',
  'billingManager.freeAccess': 'Your store has free access to the app and is never billed.',
  'billingManager.cancel': 'Cancel subscription',
  'billingManager.cancelTitle': 'Cancel your subscription?',
  'billingManager.cancelMessage':
    'Your store goes back to the {plan} plan at once. The unused rest of this period is kept as credit for a later subscription.',
  'billingManager.keep': 'Keep subscription',
  'billingManager.cancelled': 'Your subscription is cancelled.',
  'billingManager.cancelFailed': 'The subscription could not be cancelled.',

  'subscriptionManager.title': 'Choose a plan',
  'subscriptionManager.createCustomer':
    'Choosing a plan asks for your company details first: they are needed to bill you.',
  'subscriptionManager.choose': 'Choose {plan}',
  'subscriptionManager.subscribed': 'Your store is now on the {plan} plan.',
  'subscriptionManager.subscribeFailed': 'The subscription could not be started.',

  'changePlan.description': 'Choose another plan. The change takes effect at once.',
  'changePlan.newPlan': 'New plan',
  'changePlan.charge': 'Changing now invoices {amount} for the rest of this period.',
  'changePlan.credit': 'Changing now keeps {amount} as credit for your next invoices.',
  'changePlan.nothing': 'Changing now costs nothing for the rest of this period.',
  'changePlan.confirm': 'Confirm change',
  'changePlan.changed': 'Your store is now on the {plan} plan.',
  'changePlan.failed': 'The plan could not be changed.',

  'invoices.title': 'Invoices',
  'invoices.number': 'Number',
  'invoices.date': 'Date',
  'invoices.plan': 'Plan',
  'invoices.amount': 'Amount',
  'invoices.status': 'Status',
  'invoices.paid': 'Paid',
  'invoices.empty': 'No invoices yet.',
  'invoices.loadFailed': 'Unable to load the invoices.',
});
