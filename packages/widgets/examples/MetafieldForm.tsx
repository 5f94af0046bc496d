import type { Metafield } from '@metafields/core';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { MetafieldForm } from '@metafields/widgets';
import { saveMetafield } from './yourBackend.js';

export function EditMetafield({ metafield }: { metafield?: Metafield }) {
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <MetafieldForm
        value={metafield} // none: the form creates a metafield
        resourceType="products"
        // { method: 'POST', body } or { method: 'PUT', id, body } with only what changed
        onSubmit={(plan) => saveMetafield(plan)}
        onCancel={() => window.history.back()}
      />
    </DesignSystemProvider>
  );
}
