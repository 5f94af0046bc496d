import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { RichTextEditor } from '@metafields/widgets';

export function MethodField() {
  const [value, setValue] = useState<string | null>('<p>Whisk the eggs.</p>');
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <RichTextEditor
        field={{
          label: 'Method',
          contentType: 'rich_text',
          // where the WYSIWYG or plain-HTML choice is remembered
          wysiwyg: { resource: 'products', field: 'method' },
        }}
        value={value}
        onChange={setValue}
      />
    </DesignSystemProvider>
  );
}
