import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { DateEditor } from '@metafields/widgets';

export function AvailableFromField() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <DateEditor
        field={{
          label: 'Available from',
          description: 'The first day the recipe shows on the storefront.',
          contentType: 'date',
          options: { min: '2026-01-01', max: '2026-12-31' },
        }}
        value={value}
        onChange={setValue}
      />
    </DesignSystemProvider>
  );
}
