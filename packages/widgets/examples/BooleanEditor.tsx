import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { BooleanEditor, type BooleanValue } from '@metafields/widgets';

export function GlutenFreeField() {
  const [value, setValue] = useState<BooleanValue | null>('false');
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <BooleanEditor
        field={{ label: 'Gluten free', contentType: 'boolean' }}
        value={value}
        onChange={setValue}
      />
    </DesignSystemProvider>
  );
}
