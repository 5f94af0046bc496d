import type { CustomObject } from '@metafields/core';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { FieldForm } from '@metafields/widgets';
import { saveField } from './yourBackend.js';

export function NewField({
  resource,
  resources,
}: {
  resource: CustomObject;
  resources: CustomObject[];
}) {
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <FieldForm
        existingFieldCount={resource.fields?.length ?? 0}
        customResources={resources}
        onSubmit={(values) => saveField(values)}
      />
    </DesignSystemProvider>
  );
}
