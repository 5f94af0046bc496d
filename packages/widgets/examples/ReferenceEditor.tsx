import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import {
  ReferenceEditor,
  ValueEditorServicesProvider,
  type ReferenceValue,
} from '@metafields/widgets';
import { findRecords, recordsByIds } from './yourBackend.js';

export function RelatedProductsField() {
  const [value, setValue] = useState<ReferenceValue | null>(null); // [{ id }, …]
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      {/* The picker pages through your records; the chosen ones are named by their ids. */}
      <ValueEditorServicesProvider
        services={{ findReferences: findRecords, lookUpReferences: recordsByIds }}
      >
        <ReferenceEditor
          field={{
            label: 'Related products',
            contentType: 'product',
            options: { entity_list_type: 'list' },
          }}
          value={value}
          onChange={setValue}
        />
      </ValueEditorServicesProvider>
    </DesignSystemProvider>
  );
}
