import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { MetafieldValuesForm } from '@metafields/widgets';
import {
  deleteFile,
  findRecords,
  recordsByIds,
  runMetafieldOperations,
  uploadFile,
  useSharedMetafields,
} from './yourBackend.js';

export function ProductSharedMetafields({ productId }: { productId: number }) {
  const { data, refetch } = useSharedMetafields(productId);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <MetafieldValuesForm
        fields={data ?? []}
        resource="products"
        // POST, PUT or DELETE per changed field; answer the failed ones to show their errors
        onSave={async (operations) => {
          const result = await runMetafieldOperations(operations);
          refetch();
          return result;
        }}
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
