import { useAtomValue } from 'jotai';
import { accountMessages } from '@metafields/core';
import {
  Banner,
  PageHeader,
  Panel,
  Skeleton,
  Stack,
  Text,
  useMessages,
} from '@metafields/design-system';
import { subscriptionAtom } from '../../atoms/billing.js';
import { currentStoreQueryAtom } from '../../atoms/stores.js';
import { ChangePlanForm } from '../../billing/ChangePlanForm.js';
import { LegalFooter } from '../../layout/LegalFooter.js';
import { messages } from '../../billing/messages.js';
import { SubscriptionManager } from '../../billing/SubscriptionManager.js';
import { useStoreHash } from '../../layout/useStoreHash.js';

/**
 * Change plan (spec section 2): the subscription manager, here changing the store's
 * subscription; a store without one chooses a plan as on the billing page.
 */
export default function ChangePlanPage() {
  const t = useMessages(messages);
  const tAccount = useMessages(accountMessages);
  const storeHash = useStoreHash();
  const store = useAtomValue(currentStoreQueryAtom);
  const subscription = useAtomValue(subscriptionAtom);

  const body = () => {
    if (store.isError || subscription.isError) {
      return <Banner variant="critical">{t('billing.loadFailed')}</Banner>;
    }
    if (store.data === undefined || subscription.data === undefined) {
      return <Skeleton variant="rect" blockSize="12rem" showLoadingText />;
    }
    if (subscription.data === null) {
      return (
        <Panel title={t('subscriptionManager.title')}>
          <SubscriptionManager
            createCustomer={store.data.stripe_id == null}
            currentPlan={store.data.plan}
          />
        </Panel>
      );
    }
    return (
      <Panel title={t('subscriptionManager.title')}>
        <Stack gap="300">
          <Text>{t('changePlan.description')}</Text>
          <ChangePlanForm subscription={subscription.data} />
        </Stack>
      </Panel>
    );
  };

  return (
    <Stack gap="400">
      <PageHeader
        title={tAccount('changePlanPage.title')}
        backLink={{ label: tAccount('billingPage.title'), href: `/stores/${storeHash}/billing` }}
      />
      {body()}
      <LegalFooter />
    </Stack>
  );
}
