import { useState } from 'react';
import type { SelectOption } from '@metafields/core';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { SelectOptionsEditor } from '@metafields/widgets';

export function SizeOptions() {
  const [options, setOptions] = useState<SelectOption[]>([]);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <SelectOptionsEditor label="Select options" value={options} onChange={setOptions} />
    </DesignSystemProvider>
  );
}
