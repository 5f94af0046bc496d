import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { IntegerEditor } from '@metafields/widgets';

export function ServesField() {
  const [value, setValue] = useState<number | null>(4);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <IntegerEditor
        field={{ label: 'Serves', contentType: 'integer', options: { min: 1, max: 24 } }}
        value={value}
        onChange={setValue}
      />
    </DesignSystemProvider>
  );
}
