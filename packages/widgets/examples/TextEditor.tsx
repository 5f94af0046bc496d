import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { TextEditor } from '@metafields/widgets';

export function SubtitleField() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <TextEditor
        field={{ label: 'Subtitle', contentType: 'text', options: { min: 1, max: 80 } }}
        value={value}
        onChange={setValue}
      />
    </DesignSystemProvider>
  );
}
