import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { defaultTemplateListQuery, TemplateList } from '@metafields/widgets';
import { deleteTemplate, moveTemplate, useTemplates } from './yourBackend.js';

export function ProductTemplates() {
  const [query, setQuery] = useState(defaultTemplateListQuery);
  const { data, isLoading, isError, refetch } = useTemplates('product', query);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <TemplateList
        entity="product"
        templates={data?.items ?? []}
        total={data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        isLoading={isLoading}
        isError={isError}
        onRetry={refetch}
        hrefOf={(template) => `/templates/product/${template.id}`}
        onCreate={() => window.location.assign('/templates/product/new')}
        onReorder={(template, sortOrder) => moveTemplate(template, sortOrder).then(refetch)}
        onDelete={(template) => deleteTemplate(template).then(refetch)}
      />
    </DesignSystemProvider>
  );
}
