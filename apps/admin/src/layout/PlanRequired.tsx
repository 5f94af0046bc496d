import { commonMessages } from '@metafields/core';
import { EmptyState, Link, useMessages } from '@metafields/design-system';
import { useStoreHash } from './useStoreHash.js';

/**
 * What a custom-resource screen shows on a plan without custom resources (spec section 6: they
 * need an enterprise plan): 'Available on enterprise plan', and 'Explore plans' to billing.
 */
export function PlanRequired() {
  const tCommon = useMessages(commonMessages);
  const storeHash = useStoreHash();
  return (
    <EmptyState
      icon="info"
      title={tCommon('common.plan.enterpriseOnly')}
      action={
        <Link href={`/stores/${storeHash}/billing`}>{tCommon('common.plan.explorePlans')}</Link>
      }
    />
  );
}
