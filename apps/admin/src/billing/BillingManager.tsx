import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { ApiError, type StoreSubscription } from '@metafields/api-client';
import {
  AlertDialog,
  Banner,
  Button,
  DialogTrigger,
  Inline,
  LinkButton,
  Panel,
  Stack,
  Text,
  toastQueue,
  useMessages,
} from '@metafields/design-system';
import { accountMessages } from '@metafields/core';
import { billingWritesAtom } from '../atoms/billing.js';
import { billingPlansAtom } from '../atoms/jobs.js';
import { useStoreHash } from '../layout/useStoreHash.js';
import { messages } from './messages.js';
import { useMoney } from './useMoney.js';
import { useStoreDate } from './useStoreDate.js';

export interface BillingManagerProps {
  /** Null for a store with free access and no subscription. */
  subscription: StoreSubscription | null;
  hasFreeAccess: boolean;
}

/**
 * The store's plan: its price and period, 'Change plan' and a confirmed cancellation; or, for a
 * store with free access, that it is never billed.
 */
export function BillingManager({ subscription, hasFreeAccess }: BillingManagerProps) {
  const t = useMessages(messages);
  const tAccount = useMessages(accountMessages);
  const storeHash = useStoreHash();
  const plans = useAtomValue(billingPlansAtom).data;
  const { cancel } = useAtomValue(billingWritesAtom);
  const money = useMoney();
  const storeDate = useStoreDate();
  const [failure, setFailure] = useState<string>();

  if (hasFreeAccess || subscription === null) {
    return (
      <Panel title={t('billingManager.title')}>
        <Text>{t('billingManager.freeAccess')}</Text>
      </Panel>
    );
  }
  const planName = (plan: string | null | undefined) =>
    plans?.find((candidate) => candidate.plan === plan)?.name ?? plan ?? '';
  const lowerPlan = planName(plans?.[0]?.plan ?? 'standard');

  const confirmCancel = async () => {
    setFailure(undefined);
    try {
      await cancel();
      toastQueue.add({ variant: 'success', title: t('billingManager.cancelled') });
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.hasServerMessage
          ? error.message
          : t('billingManager.cancelFailed'),
      );
    }
  };

  return (
    <Panel title={t('billingManager.title')}>
      <Stack gap="300">
        {failure && <Banner variant="critical">{failure}</Banner>}
        <Text>
          {t('billingManager.plan', {
            plan: planName(subscription.plan),
            price: money(subscription.amount_cents ?? 0, subscription.currency ?? 'USD'),
          })}
        </Text>
        <Text tone="subdued">
          {t('billingManager.period', {
            start: storeDate(subscription.current_period_start),
            end: storeDate(subscription.current_period_end),
          })}
        </Text>
        {subscription.is_manageable && (
          <Inline gap="300" wrap>
            <LinkButton href={`/stores/${storeHash}/subscription`} variant="secondary">
              {tAccount('changePlanPage.title')}
            </LinkButton>
            <DialogTrigger>
              <Button variant="danger">{t('billingManager.cancel')}</Button>
              <AlertDialog
                variant="destructive"
                title={t('billingManager.cancelTitle')}
                primaryActionLabel={t('billingManager.cancel')}
                cancelLabel={t('billingManager.keep')}
                onConfirm={confirmCancel}
              >
                {t('billingManager.cancelMessage', { plan: lowerPlan })}
              </AlertDialog>
            </DialogTrigger>
          </Inline>
        )}
      </Stack>
    </Panel>
  );
}
