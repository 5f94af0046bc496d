import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { MetafieldTable } from '@metafields/widgets';
import { deleteMetafield, reassignOwner, useMetafields } from './yourBackend.js';

export function ProductMetafields({ productId }: { productId: number }) {
  const { data, isLoading, refetch } = useMetafields(productId);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <MetafieldTable
        metafields={data ?? []} // all of them: the table searches, sorts and pages
        isLoading={isLoading}
        onCreate={() => window.location.assign(`/products/${productId}/metafields/new`)}
        onEdit={(metafield) =>
          window.location.assign(`/products/${productId}/metafields/${metafield.id}`)
        }
        onDelete={(metafield) => deleteMetafield(metafield).then(refetch)}
        onChangeOwner={(body) => reassignOwner(body).then(refetch)}
        changeOwnerLearnMoreHref="https://example.com/help/metafield-owners"
      />
    </DesignSystemProvider>
  );
}
