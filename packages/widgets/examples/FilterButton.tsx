import { lazy, Suspense, useState } from 'react';
import { startRule, type FilterRule } from '@metafields/core';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { FilterButton } from '@metafields/widgets';

// The rule builder's code loads only when a pointer or focus comes near the button.
const loadBuilder = () => import('./OrderRuleBuilder.js');
const OrderRuleBuilder = lazy(loadBuilder);

export function OrderFilter() {
  const [rule, setRule] = useState<FilterRule | null>(null);
  const button = (isPending: boolean) => (
    <FilterButton
      resource="orders"
      isPending={isPending}
      onIntent={() => void loadBuilder()}
      onPress={() => setRule(startRule())}
    />
  );
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      {rule === null ? (
        button(false)
      ) : (
        <Suspense fallback={button(true)}>
          <OrderRuleBuilder rule={rule} onRuleChange={setRule} />
        </Suspense>
      )}
    </DesignSystemProvider>
  );
}
