import { useAtomValue } from 'jotai';
import { accountMessages, billingDisplay } from '@metafields/core';
import {
  Banner,
  Link,
  PageHeader,
  Panel,
  Skeleton,
  Stack,
  useMessages,
} from '@metafields/design-system';
import { subscriptionAtom } from '../../atoms/billing.js';
import { currentStoreQueryAtom } from '../../atoms/stores.js';
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
  const store = useAtomValue(currentStoreQueryAtom);
  const subscription = useAtomValue(subscriptionAtom);

  const body = () => {
    if (store.isError || subscription.isError) {
      return <Banner variant="critical">{t('billing.loadFailed')}</Banner>;
    }
    if (store.data === undefined || subscription.data === undefined) {
      return <Skeleton variant="rect" blockSize="12rem" showLoadingText />;
    }
    const display = billingDisplay(store.data, subscription.data);
    return (
      <>
        {display.trial && <TrialMessage endsAt={display.trial.endsAt} />}
        {display.manager === 'billing' ? (
          <BillingManager
            subscription={subscription.data}
            hasFreeAccess={store.data.has_free_access === true}
          />
        ) : (
          <Panel title={t('subscriptionManager.title')}>
            <SubscriptionManager
              createCustomer={display.createCustomer}
              currentPlan={store.data.plan}
            />
          </Panel>
        )}
        {subscription.data && <InvoicesList />}
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
      {body()}
      <LegalFooter />
    </Stack>
  );
}
