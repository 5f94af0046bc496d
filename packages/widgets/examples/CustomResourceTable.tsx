import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { CustomResourceTable, defaultCustomResourceTableQuery } from '@metafields/widgets';
import { deleteCustomResource, useCustomResources } from './yourBackend.js';

export function CustomResources() {
  const [query, setQuery] = useState(defaultCustomResourceTableQuery);
  const { data, isLoading, isError, refetch } = useCustomResources(query);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <CustomResourceTable
        customResources={data?.items ?? []}
        total={data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        isLoading={isLoading}
        isError={isError}
        onRetry={refetch}
        hrefOf={(resource) => `/resources/${resource.id}`}
        onCreate={() => window.location.assign('/resources/new')}
        onDelete={async (resource) => {
          await deleteCustomResource(resource);
          refetch();
        }}
      />
    </DesignSystemProvider>
  );
}
