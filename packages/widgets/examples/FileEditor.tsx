import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { FileEditor, ValueEditorServicesProvider, type FileValue } from '@metafields/widgets';
import { deleteFile, uploadFile } from './yourBackend.js';

export function PhotosField() {
  const [value, setValue] = useState<FileValue | null>(null);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      {/* Files are stored by your app: the editor uploads and deletes through these. */}
      <ValueEditorServicesProvider services={{ uploadFile, deleteFile }}>
        <FileEditor
          field={{ label: 'Photos', contentType: 'file', options: { entity_list_type: 'list' } }}
          value={value}
          onChange={setValue}
        />
      </ValueEditorServicesProvider>
    </DesignSystemProvider>
  );
}
