import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import {
  FileAndLabelEditor,
  ValueEditorServicesProvider,
  type FileValue,
} from '@metafields/widgets';
import { deleteFile, uploadFile } from './yourBackend.js';

export function ManualsField() {
  const [value, setValue] = useState<FileValue | null>(null);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <ValueEditorServicesProvider services={{ uploadFile, deleteFile }}>
        <FileAndLabelEditor
          field={{
            label: 'Manuals',
            contentType: 'file_and_label',
            options: { entity_list_type: 'list' },
          }}
          value={value} // each file object carries its label
          onChange={setValue}
        />
      </ValueEditorServicesProvider>
    </DesignSystemProvider>
  );
}
