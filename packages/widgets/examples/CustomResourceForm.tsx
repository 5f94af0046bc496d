import { useId } from 'react';
import { DesignSystemProvider, GlobalStyles, Heading } from '@metafields/design-system';
import { CustomResourceForm } from '@metafields/widgets';
import { saveCustomResource } from './yourBackend.js';

export function NewResource() {
  const headingId = useId();
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <Heading level={2} id={headingId}>
        Create resource
      </Heading>
      <CustomResourceForm
        aria-labelledby={headingId}
        docsHref="https://example.com/help/custom-resources"
        onSubmit={(values) => saveCustomResource(values)}
      />
    </DesignSystemProvider>
  );
}
