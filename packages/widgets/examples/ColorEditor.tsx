import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { ColorEditor } from '@metafields/widgets';

export function LabelColourField() {
  const [value, setValue] = useState<string | null>('#3c64f4');
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <ColorEditor
        field={{ label: 'Label colour', contentType: 'color' }}
        value={value}
        onChange={setValue}
      />
    </DesignSystemProvider>
  );
}
