import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { GraphQLExample } from '@metafields/widgets';

export function ReadOnStorefront() {
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <GraphQLExample
        metafield={{ resourceType: 'product', namespace: 'recipes', key: 'serves', entityId: 77 }}
        helpHref="https://example.com/help/storefront-metafields"
      />
    </DesignSystemProvider>
  );
}
