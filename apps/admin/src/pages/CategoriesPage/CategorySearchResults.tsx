import { useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { commonMessages, resourceListMessages } from '@metafields/core';
import { EmptyState, useMessages } from '@metafields/design-system';
import { categorySearchAtom, categorySearchKeywordAtom } from '../../atoms/categories.js';
import { ResourceTable } from '../../lists/ResourceTable.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { messages } from './messages.js';
import { categoryMetafieldsPath, useOpenCategory } from './useOpenCategory.js';

export interface CategorySearchResultsProps {
  /** The keyword, trimmed and not empty. */
  term: string;
}

/**
 * The categories matching a keyword (spec section 2: five results, each with its URL path), in
 * the table of every list. A row or its Edit opens the category's metafield page with this
 * page, search term included, as the referer its back link returns to.
 */
export function CategorySearchResults({ term }: CategorySearchResultsProps) {
  const t = useMessages(messages);
  const tList = useMessages(resourceListMessages);
  const tCommon = useMessages(commonMessages);
  const storeHash = useStoreHash();
  const setKeyword = useSetAtom(categorySearchKeywordAtom);
  useLayoutEffect(() => setKeyword(term), [term, setKeyword]);
  const results = useAtomValue(categorySearchAtom);
  const { state } = useOpenCategory();

  if (results.isError) {
    return (
      <div role="alert">
        <EmptyState tone="critical" icon="error" title={tList('categoryList.loadFailed')} />
      </div>
    );
  }
  const rows = (results.data ?? []).map((category) => ({ ...category, id: category.category_id }));
  return (
    <ResourceTable
      aria-label={t('categoriesPage.search.results')}
      columns={[
        {
          id: 'name',
          name: tCommon('common.field.name'),
          isRowHeader: true,
          cell: (category) => category.name,
        },
        {
          id: 'path',
          name: t('categoriesPage.column.urlPath'),
          cell: (category) => category.url?.path ?? '',
        },
      ]}
      rows={rows}
      rowName={(category) => category.name}
      rowHref={(category) => categoryMetafieldsPath(storeHash, category.id)}
      rowState={(category) => state(category.name)}
      isLoading={results.isPending || results.isPlaceholderData}
      itemName={tList('categoryList.empty.item')}
    />
  );
}
