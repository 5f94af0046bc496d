import { useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { resourceListMessages } from '@metafields/core';
import { EmptyState, useMessages } from '@metafields/design-system';
import { categorySearchAtom, categorySearchKeywordAtom } from '../../atoms/categories.js';
import { CategoryTable } from './CategoryTable.js';
import { messages } from './messages.js';

export interface CategorySearchResultsProps {
  /** The keyword, trimmed and not empty. */
  term: string;
}

/**
 * The categories matching a keyword (spec section 2: five results, each with its URL path), in
 * the table of every list.
 */
export function CategorySearchResults({ term }: CategorySearchResultsProps) {
  const t = useMessages(messages);
  const tList = useMessages(resourceListMessages);
  const setKeyword = useSetAtom(categorySearchKeywordAtom);
  useLayoutEffect(() => setKeyword(term), [term, setKeyword]);
  const results = useAtomValue(categorySearchAtom);

  if (results.isError) {
    return (
      <div role="alert">
        <EmptyState tone="critical" icon="error" title={tList('categoryList.loadFailed')} />
      </div>
    );
  }
  return (
    <CategoryTable
      aria-label={t('categoriesPage.search.results')}
      categories={results.data ?? []}
      isLoading={results.isPending || results.isPlaceholderData}
    />
  );
}
