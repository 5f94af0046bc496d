import type { CustomObject, CustomObjectValue } from '@metafields/core';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { ValueForm } from '@metafields/widgets';
import { deleteFile, findRecords, recordsByIds, saveValue, uploadFile } from './yourBackend.js';

export function EditRecipe({
  resource,
  value,
}: {
  resource: CustomObject;
  value?: CustomObjectValue;
}) {
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <ValueForm
        resource={resource} // its name, slug and fields: one editor per field
        value={value} // none: a new value
        onSubmit={(body) => saveValue(body)} // one property per field's meta_key
        services={{
          findReferences: findRecords,
          lookUpReferences: recordsByIds,
          uploadFile,
          deleteFile,
        }}
      />
    </DesignSystemProvider>
  );
}
