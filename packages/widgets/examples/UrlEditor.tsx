import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { UrlEditor } from '@metafields/widgets';

export function RecipeVideoField() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <UrlEditor
        field={{ label: 'Recipe video', contentType: 'url', options: { url_type: 'absolute' } }}
        value={value}
        onChange={setValue}
      />
    </DesignSystemProvider>
  );
}
