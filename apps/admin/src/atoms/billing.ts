import { atom } from 'jotai';
import { atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import {
  billingRefreshes,
  type BillingAction,
  type BillingQuery,
  type CompanyDetailsInput,
} from '@metafields/core';
import { apiClientAtom } from './api.js';
import { storeHashAtom } from './stores.js';

const billingKey = (storeHash: string, part: 'subscription' | 'invoices' | 'companyDetails') =>
  ['stores', storeHash, 'billing', part] as const;

/** The store's subscription (null: none). */
export const subscriptionAtom = atomWithQuery((get) => {
  const storeHash = get(storeHashAtom);
  return {
    queryKey: billingKey(storeHash, 'subscription'),
    queryFn: () => get(apiClientAtom).billing.subscription.get(storeHash),
    enabled: storeHash !== '',
  };
});

export const invoicesAtom = atomWithQuery((get) => {
  const storeHash = get(storeHashAtom);
  return {
    queryKey: billingKey(storeHash, 'invoices'),
    queryFn: () => get(apiClientAtom).billing.invoices(storeHash),
    enabled: storeHash !== '',
  };
});

/** The company billed, to fill the sign-up form again (null: never saved). */
export const companyDetailsAtom = atomWithQuery((get) => {
  const storeHash = get(storeHashAtom);
  return {
    queryKey: billingKey(storeHash, 'companyDetails'),
    queryFn: () => get(apiClientAtom).billing.companyDetails.get(storeHash),
    enabled: storeHash !== '',
  };
});

/**
 * The billing writes. Each action, done or failed, reads again what core's `billingRefreshes`
 * names; 'store' is the store query plan gating reads (`currentStoreQueryAtom`) and the store
 * list, so a feature a new plan opens unlocks at once, without a reload.
 */
export const billingWritesAtom = atom((get) => {
  const storeHash = get(storeHashAtom);
  const queryClient = get(queryClientAtom);
  const { billing } = get(apiClientAtom);
  const keys: Record<BillingQuery, ReadonlyArray<readonly unknown[]>> = {
    subscription: [billingKey(storeHash, 'subscription')],
    invoices: [billingKey(storeHash, 'invoices')],
    store: [['stores', storeHash, 'store'], ['stores']],
  };
  const refreshing =
    <A extends unknown[], R>(action: BillingAction, write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await write(...args);
      } finally {
        await Promise.all(
          billingRefreshes(action)
            .flatMap((query) => keys[query])
            .map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })),
        );
      }
    };

  return {
    subscribe: refreshing('subscribe', (priceId: string) =>
      billing.subscription.create(storeHash, { price_id: priceId }),
    ),
    change: refreshing('change', (priceId: string) =>
      billing.subscription.change(storeHash, { price_id: priceId }),
    ),
    cancel: refreshing('cancel', () => billing.subscription.cancel(storeHash)),
    /** The first save creates the payment customer: the store's `stripe_id` changes. */
    saveCompanyDetails: async (details: CompanyDetailsInput) => {
      const saved = await billing.companyDetails.save(storeHash, details);
      queryClient.setQueryData(billingKey(storeHash, 'companyDetails'), saved);
      await queryClient.invalidateQueries({
        queryKey: ['stores', storeHash, 'store'],
        exact: true,
      });
      return saved;
    },
  };
});
