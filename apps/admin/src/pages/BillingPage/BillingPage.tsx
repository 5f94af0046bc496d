import { accountMessages, billingDisplay, type Store } from '@metafields/core';
import { Link, PageHeader, Panel, Stack, useMessages } from '@metafields/design-system';
import type { StoreSubscription } from '@metafields/api-client';
import { BillingData } from '../../billing/BillingData.js';
import { BillingManager } from '../../billing/BillingManager.js';
import { InvoicesList } from '../../billing/InvoicesList.js';
import { LegalFooter } from '../../layout/LegalFooter.js';
import { messages } from '../../billing/messages.js';
import { SubscriptionManager } from '../../billing/SubscriptionManager.js';
import { TrialMessage } from '../../billing/TrialMessage.js';
import { useStoreHash } from '../../layout/useStoreHash.js';

/**
 * Billing (spec section 2): the trial message during the trial, then the billing manager or
 * the subscription manager as core's `billingDisplay` decides, the invoices once there is a
 * subscription, and the legal footer.
 */
export default function BillingPage() {
  const t = useMessages(messages);
  const tAccount = useMessages(accountMessages);
  const storeHash = useStoreHash();
  const body = (store: Store, subscription: StoreSubscription | null) => {
    const display = billingDisplay(store, subscription);
    return (
      <>
        {display.trial && <TrialMessage endsAt={display.trial.endsAt} />}
        {display.manager === 'billing' ? (
          <BillingManager
            subscription={subscription}
            hasFreeAccess={store.has_free_access === true}
          />
        ) : (
          <Panel title={t('subscriptionManager.title')}>
            <SubscriptionManager createCustomer={display.createCustomer} currentPlan={store.plan} />
          </Panel>
        )}
        {subscription && <InvoicesList />}
      </>
    );
  };

  return (
    <Stack gap="400">
      <PageHeader
        title={tAccount('billingPage.title')}
        backLink={{ label: tAccount('settingsPage.back'), href: `/stores/${storeHash}` }}
        description={tAccount('billingPage.subtitle')}
        actions={<Link href={`/stores/${storeHash}/billing/pricing`}>{t('billing.seePlans')}</Link>}
      />
      <BillingData>{body}</BillingData>
      <LegalFooter />
    </Stack>
  );
}
