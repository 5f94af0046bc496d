import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { MultiselectSelector } from '@metafields/widgets';
import { brandsByIds, searchBrands } from './yourBackend.js';

export function BrandChoice() {
  const [brandIds, setBrandIds] = useState<string[]>([]);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <MultiselectSelector
        label="Brands"
        selectionMode="multiple"
        value={brandIds}
        onChange={setBrandIds}
        loadOptions={searchBrands} // ({ search, page, perPage }) => { options, total }
        lookUpOptions={brandsByIds} // the names of the chosen ids
      />
    </DesignSystemProvider>
  );
}
