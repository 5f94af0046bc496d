import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { JsonEditor } from '@metafields/widgets';

export function NutritionField() {
  const [value, setValue] = useState<string | null>('{ "kcal": 320 }');
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <JsonEditor
        field={{ label: 'Nutrition', contentType: 'json' }}
        value={value}
        onChange={setValue}
      />
    </DesignSystemProvider>
  );
}
