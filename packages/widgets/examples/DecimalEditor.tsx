import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { DecimalEditor } from '@metafields/widgets';

export function WeightField() {
  const [value, setValue] = useState<number | null>(1.25);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <DecimalEditor
        field={{ label: 'Weight (kg)', contentType: 'decimal', options: { min: 0, max: 1000 } }}
        value={value}
        onChange={setValue}
      />
    </DesignSystemProvider>
  );
}
