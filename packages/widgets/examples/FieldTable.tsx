import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { defaultFieldTableQuery, FieldTable } from '@metafields/widgets';
import { deleteField, moveField, useFields } from './yourBackend.js';

export function RecipeFields({ resourceId }: { resourceId: number }) {
  const [query, setQuery] = useState(defaultFieldTableQuery);
  const { data, isLoading, isError, refetch } = useFields(resourceId, query);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <FieldTable
        fields={data?.items ?? []}
        total={data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        isLoading={isLoading}
        isError={isError}
        onRetry={refetch}
        hrefOf={(field) => `/resources/${resourceId}/fields/${field.id}`}
        onCreate={() => window.location.assign(`/resources/${resourceId}/fields/new`)}
        onReorder={async (field, sortOrder) => {
          await moveField(field, sortOrder); // a rejection puts the old order back
          refetch();
        }}
        onDelete={async (field) => {
          await deleteField(field);
          refetch();
        }}
      />
    </DesignSystemProvider>
  );
}
