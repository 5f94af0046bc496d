import { useState } from 'react';
import type { FilterRule } from '@metafields/core';
import { GlobalStyles } from '@metafields/design-system';
import { RuleBuilder, WidgetsProvider } from '@metafields/widgets';

export function GermanOrderFilter() {
  const [rule, setRule] = useState<FilterRule | null>(null);
  return (
    // Loads the German messages (core's, the design system's and the widgets' own, one chunk
    // each) and renders nothing until they are in: never a flash of English.
    <WidgetsProvider locale="de" theme="light">
      <GlobalStyles />
      <RuleBuilder resource="orders" value={rule} onChange={setRule} />
    </WidgetsProvider>
  );
}
