import { useState } from 'react';
import type { FilterRule } from '@metafields/core';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { RuleBuilder } from '@metafields/widgets';
import {
  brandsByIds,
  customerGroupsByIds,
  loadCategoryTree,
  searchBrands,
  searchCustomerGroups,
} from './yourBackend.js';

export function OrderFilter() {
  // No rule: only the 'Filter orders' button shows until pressed (the builder keeps that state;
  // pass `collapsed` and `onCollapsedChange` to keep it yourself).
  const [rule, setRule] = useState<FilterRule>([]);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <RuleBuilder
        resource="orders"
        value={rule}
        onChange={setRule}
        allowOrGroups
        selectOptions={{
          status_id: [
            { id: '2', name: 'Shipped' },
            { id: '11', name: 'Awaiting fulfillment' },
          ],
        }}
        loaders={{
          brands: searchBrands,
          lookUpBrands: brandsByIds,
          customerGroups: searchCustomerGroups,
          lookUpCustomerGroups: customerGroupsByIds,
          categoryTree: loadCategoryTree,
        }}
      />
    </DesignSystemProvider>
  );
}
