import { useState } from 'react';
import type { SelectOption } from '@metafields/core';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { SelectEditor } from '@metafields/widgets';

export function DietaryField() {
  const [value, setValue] = useState<SelectOption[] | null>(null);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <SelectEditor
        field={{
          label: 'Dietary',
          contentType: 'select',
          options: {
            multiselect: true,
            select_options: [
              { id: 1, value: 'Vegan' },
              { id: 2, value: 'Vegetarian' },
              { id: 3, value: 'Nut free' },
            ],
          },
        }}
        value={value}
        onChange={setValue}
      />
    </DesignSystemProvider>
  );
}
