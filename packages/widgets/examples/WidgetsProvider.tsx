import { useState } from 'react';
import type { FilterRule } from '@metafields/core';
import { RuleBuilder, WidgetsProvider } from '@metafields/widgets';

export function GermanOrderFilter() {
  const [rule, setRule] = useState<FilterRule>([]);
  return (
    // Loads the German messages (core's, the design system's and the widgets' own, one chunk
    // each) and renders nothing until they are in: never a flash of English.
    <WidgetsProvider locale="de" theme="light" scoped>
      <RuleBuilder resource="orders" value={rule} onChange={setRule} />
    </WidgetsProvider>
  );
}
