import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import type { StoreSubscription } from '@metafields/api-client';
import type { Store } from '@metafields/core';
import { Banner, Skeleton, useMessages } from '@metafields/design-system';
import { subscriptionAtom } from '../atoms/billing.js';
import { currentStoreQueryAtom } from '../atoms/stores.js';
import { messages } from './messages.js';

export interface BillingDataProps {
  /** What the page shows once the store and its subscription (null: none yet) are known. */
  children: (store: Store, subscription: StoreSubscription | null) => ReactNode;
}

/**
 * The store and its subscription, which every billing page reads: the failure if either read
 * failed, a placeholder until both are known, then the page's own body.
 */
export function BillingData({ children }: BillingDataProps) {
  const t = useMessages(messages);
  const store = useAtomValue(currentStoreQueryAtom);
  const subscription = useAtomValue(subscriptionAtom);
  if (store.isError || subscription.isError) {
    return <Banner variant="critical">{t('billing.loadFailed')}</Banner>;
  }
  if (store.data === undefined || subscription.data === undefined) {
    return <Skeleton variant="rect" blockSize="12rem" showLoadingText />;
  }
  return children(store.data, subscription.data);
}
