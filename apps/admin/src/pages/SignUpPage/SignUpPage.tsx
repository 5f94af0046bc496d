import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { accountMessages, type CompanyDetailsInput } from '@metafields/core';
import { ApiError } from '@metafields/api-client';
import {
  Banner,
  PageHeader,
  Panel,
  Skeleton,
  Stack,
  Text,
  toastQueue,
  useMessages,
} from '@metafields/design-system';
import { billingWritesAtom, companyDetailsAtom, subscriptionAtom } from '../../atoms/billing.js';
import { billingPlansAtom } from '../../atoms/jobs.js';
import { CompanyDetailsForm } from '../../billing/CompanyDetailsForm.js';
import { InvoicesList } from '../../billing/InvoicesList.js';
import { LegalFooter } from '../../layout/LegalFooter.js';
import { messages as billingMessages } from '../../billing/messages.js';
import { useMoney } from '../../billing/useMoney.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { messages } from './messages.js';

/**
 * Sign up (spec section 2): the company details for the chosen price, then the subscription to
 * it (or, for a store already subscribed, the change to it); back to billing once done.
 */
export default function SignUpPage() {
  const t = useMessages(messages);
  const tBilling = useMessages(billingMessages);
  const tAccount = useMessages(accountMessages);
  const storeHash = useStoreHash();
  const { priceId = '' } = useParams();
  const navigate = useNavigate();
  const plans = useAtomValue(billingPlansAtom);
  const details = useAtomValue(companyDetailsAtom);
  const subscription = useAtomValue(subscriptionAtom);
  const writes = useAtomValue(billingWritesAtom);
  const money = useMoney();
  const [failure, setFailure] = useState<string>();

  const header = (
    <PageHeader
      title={tAccount('signUpPage.title')}
      backLink={
        storeHash
          ? { label: tAccount('billingPage.title'), href: `/stores/${storeHash}/billing` }
          : { label: t('signUp.home'), href: '/' }
      }
    />
  );
  if (!storeHash) {
    return (
      <Stack gap="400">
        {header}
        <Banner variant="critical">{tAccount('signUpPage.noStore')}</Banner>
      </Stack>
    );
  }

  const plan = plans.data?.find((candidate) => candidate.price_id === priceId);

  const signUp = async (input: CompanyDetailsInput) => {
    setFailure(undefined);
    try {
      await writes.saveCompanyDetails(input);
      if (subscription.data) await writes.change(priceId);
      else await writes.subscribe(priceId);
    } catch (error) {
      // Field errors show by the fields; anything else above the form.
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) throw error;
      setFailure(
        error instanceof ApiError && error.hasServerMessage ? error.message : t('signUp.failed'),
      );
      return;
    }
    toastQueue.add({
      variant: 'success',
      title: tBilling('subscriptionManager.subscribed', { plan: plan?.name ?? '' }),
    });
    void navigate(`/stores/${storeHash}/billing`);
  };

  const body = () => {
    if (plans.isError)
      return <Banner variant="critical">{tBilling('billingPlans.loadFailed')}</Banner>;
    if (plans.data === undefined || details.isPending) {
      return <Skeleton variant="rect" blockSize="16rem" showLoadingText />;
    }
    if (!plan) return <Banner variant="critical">{t('signUp.unknownPlan')}</Banner>;
    return (
      <Panel title={t('signUp.formLabel')}>
        <Stack gap="400">
          <Text>
            {t('signUp.description', {
              plan: plan.name,
              price: tBilling('billingPlans.perMonth', {
                price: money(plan.amount_cents, plan.currency),
              }),
            })}
          </Text>
          {failure && <Banner variant="critical">{failure}</Banner>}
          <CompanyDetailsForm saved={details.data} onSubmit={signUp} />
        </Stack>
      </Panel>
    );
  };

  return (
    <Stack gap="400">
      {header}
      {body()}
      {subscription.data && <InvoicesList />}
      <LegalFooter />
    </Stack>
  );
}
