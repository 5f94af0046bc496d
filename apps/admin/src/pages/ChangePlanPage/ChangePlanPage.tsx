import { accountMessages, type Store } from '@metafields/core';
import { PageHeader, Panel, Stack, Text, useMessages } from '@metafields/design-system';
import type { StoreSubscription } from '@metafields/api-client';
import { BillingData } from '../../billing/BillingData.js';
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
  const body = (store: Store, subscription: StoreSubscription | null) =>
    subscription === null ? (
      <Panel title={t('subscriptionManager.title')}>
        <SubscriptionManager createCustomer={store.stripe_id == null} currentPlan={store.plan} />
      </Panel>
    ) : (
      <Panel title={t('subscriptionManager.title')}>
        <Stack gap="300">
          <Text>{t('changePlan.description')}</Text>
          <ChangePlanForm subscription={subscription} />
        </Stack>
      </Panel>
    );

  return (
    <Stack gap="400">
      <PageHeader
        title={tAccount('changePlanPage.title')}
        backLink={{ label: tAccount('billingPage.title'), href: `/stores/${storeHash}/billing` }}
      />
      <BillingData>{body}</BillingData>
      <LegalFooter />
    </Stack>
  );
}
