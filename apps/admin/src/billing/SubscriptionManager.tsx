import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { ApiError, type BillingPlan } from '@metafields/api-client';
import {
  Banner,
  Button,
  LinkButton,
  Stack,
  toastQueue,
  useMessages,
} from '@metafields/design-system';
import { billingWritesAtom } from '../atoms/billing.js';
import { useStoreHash } from '../layout/useStoreHash.js';
import { messages } from './messages.js';
import { PlansTable } from './PlansTable.js';

export interface SubscriptionManagerProps {
  /** No payment customer yet: a plan is chosen on the sign-up page, with the company details. */
  createCustomer: boolean;
  currentPlan: string | null | undefined;
}

/**
 * The plans to subscribe to, for a store without a subscription. Without a payment customer a
 * plan leads to the sign-up form (company-details/{price_id}); with one it subscribes at once.
 */
export function SubscriptionManager({ createCustomer, currentPlan }: SubscriptionManagerProps) {
  const t = useMessages(messages);
  const storeHash = useStoreHash();
  const { subscribe } = useAtomValue(billingWritesAtom);
  const [pending, setPending] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const choose = async (plan: BillingPlan & { price_id: string }) => {
    setPending(plan.price_id);
    setFailure(undefined);
    try {
      await subscribe(plan.price_id);
      toastQueue.add({
        variant: 'success',
        title: t('subscriptionManager.subscribed', { plan: plan.name }),
      });
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.hasServerMessage
          ? error.message
          : t('subscriptionManager.subscribeFailed'),
      );
    } finally {
      setPending(undefined);
    }
  };

  const action = (plan: BillingPlan) => {
    const { price_id: priceId } = plan;
    if (priceId === null || plan.plan === currentPlan) return undefined;
    const label = t('subscriptionManager.choose', { plan: plan.name });
    return createCustomer ? (
      <LinkButton href={`/stores/${storeHash}/company-details/${priceId}`}>{label}</LinkButton>
    ) : (
      <Button
        variant="primary"
        isPending={pending === priceId}
        isDisabled={pending !== undefined && pending !== priceId}
        onPress={() => void choose({ ...plan, price_id: priceId })}
      >
        {label}
      </Button>
    );
  };

  return (
    <Stack gap="400">
      {createCustomer && <Banner>{t('subscriptionManager.createCustomer')}</Banner>}
      {failure && <Banner variant="critical">{failure}</Banner>}
      <PlansTable currentPlan={currentPlan} action={action} headingLevel={3} />
    </Stack>
  );
}
