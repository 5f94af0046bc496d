import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { DateTimeEditor } from '@metafields/widgets';

export function SaleStartsField() {
  const [value, setValue] = useState<string | null>('2026-01-31T09:30:00Z');
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <DateTimeEditor
        field={{ label: 'Sale starts', contentType: 'datetime' }}
        value={value}
        onChange={setValue}
      />
    </DesignSystemProvider>
  );
}
