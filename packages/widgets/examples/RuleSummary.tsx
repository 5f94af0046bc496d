import type { FilterRule } from '@metafields/core';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { RuleSummary } from '@metafields/widgets';
import { brandsByIds } from './yourBackend.js';

/** 'Grand total is more than 100 and Status is Shipped', or 'No filter'. */
export function AppliedFilter({ rule }: { rule: FilterRule | null }) {
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <RuleSummary
        resource="orders"
        rule={rule}
        selectOptions={{ status_id: [{ id: '2', name: 'Shipped' }] }}
        loaders={{ lookUpBrands: brandsByIds }}
      />
    </DesignSystemProvider>
  );
}
