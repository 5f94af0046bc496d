import { useState } from 'react';
import type { CustomObjectField } from '@metafields/core';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { defaultValueListQuery, ValueList } from '@metafields/widgets';
import { deleteValue, deleteValues, useValues } from './yourBackend.js';

export function Recipes({
  resourceId,
  fields,
}: {
  resourceId: number;
  fields: CustomObjectField[];
}) {
  const [query, setQuery] = useState(defaultValueListQuery);
  const { data, isLoading, isError, refetch } = useValues(resourceId, query);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <ValueList
        resourceName="Recipe"
        fields={fields}
        values={data?.items ?? []}
        total={data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        isLoading={isLoading}
        isError={isError}
        onRetry={refetch}
        hrefOf={(value) => `/resources/${resourceId}/values/${value.id}`}
        createHref={`/resources/${resourceId}/values/new`}
        onDelete={(value) => deleteValue(value).then(refetch)}
        onBulkDelete={(ids) => deleteValues(ids).then(refetch)}
      />
    </DesignSystemProvider>
  );
}
