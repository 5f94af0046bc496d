import { useAtomValue } from 'jotai';
import { accountMessages } from '@metafields/core';
import { PageHeader, Stack, useMessages } from '@metafields/design-system';
import { currentStoreAtom } from '../../atoms/stores.js';
import { LegalFooter } from '../../layout/LegalFooter.js';
import { PlansTable } from '../../billing/PlansTable.js';
import { useStoreHash } from '../../layout/useStoreHash.js';

/** The plans table in a store (/billing/pricing and /pricing), the store's plan marked. */
export default function StorePricingPage() {
  const tAccount = useMessages(accountMessages);
  const storeHash = useStoreHash();
  const store = useAtomValue(currentStoreAtom);
  return (
    <Stack gap="400">
      <PageHeader
        title={tAccount('pricingPage.title')}
        backLink={{ label: tAccount('billingPage.title'), href: `/stores/${storeHash}/billing` }}
      />
      <PlansTable currentPlan={store === undefined ? undefined : (store.plan ?? null)} />
      <LegalFooter />
    </Stack>
  );
}
