import { useState } from 'react';
import type { FilterRule } from '@metafields/core';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { ExportPanel } from '@metafields/widgets';
import { countOrders, searchBrands, startExport } from './yourBackend.js';

export function ExportOrders() {
  const [rule, setRule] = useState<FilterRule | null>(null);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <ExportPanel
        resource="orders"
        typeName="order"
        hasTemplates
        rule={rule}
        onRuleChange={setRule}
        ruleBuilderProps={{ loaders: { brands: searchBrands } }}
        itemCount={countOrders(rule)}
        onStart={(request) => startExport(request)}
        explorePlansHref="/billing"
      />
    </DesignSystemProvider>
  );
}
