import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { TreePicker } from '@metafields/widgets';
import { loadCategoryTree } from './yourBackend.js';

export function CategoryChoice() {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <TreePicker
        label="Categories"
        selectionMode="multiple"
        value={chosen}
        onChange={setChosen}
        // null asks for the channels; a node's id for its categories, a level at a time
        loadChildren={loadCategoryTree}
      />
    </DesignSystemProvider>
  );
}
