import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import {
  ReferenceEditor,
  ValueEditorServicesProvider,
  type ReferenceValue,
} from '@metafields/widgets';
import { findRecords, recordsByIds } from './yourBackend.js';

/**
 * The picker dialog is not exported on its own: the reference editor opens it with Choose,
 * over the records your `findReferences` answers, here a custom resource's.
 */
export function PairsWithField() {
  const [value, setValue] = useState<ReferenceValue | null>(null);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <ValueEditorServicesProvider
        services={{ findReferences: findRecords, lookUpReferences: recordsByIds }}
      >
        <ReferenceEditor
          field={{
            label: 'Pairs with',
            contentType: 'wines', // a custom resource's slug
            options: { entity_list_type: 'single', custom_object_id: 4 },
          }}
          value={value}
          onChange={setValue}
        />
      </ValueEditorServicesProvider>
    </DesignSystemProvider>
  );
}
