import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { HtmlEditor } from '@metafields/widgets';

export function SizeGuideField() {
  const [value, setValue] = useState<string | null>('<p>Fits true to size.</p>');
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <HtmlEditor
        field={{ label: 'Size guide', contentType: 'html' }}
        value={value}
        onChange={setValue}
      />
    </DesignSystemProvider>
  );
}
