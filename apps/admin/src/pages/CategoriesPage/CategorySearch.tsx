import { useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { Link } from 'react-router';
import { resourceListMessages } from '@metafields/core';
import { InlineAlert, SearchField, Stack, Text, useMessages } from '@metafields/design-system';
import { categorySearchAtom, categorySearchKeywordAtom } from '../../atoms/categories.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { useListState } from '../../lists/useListState.js';
import { SearchResult, SearchResults } from './CategoriesPage.styles.js';
import { messages } from './messages.js';
import { categoryMetafieldsPath, useOpenCategory } from './useOpenCategory.js';

// The term lives in the URL, so the back link of a result's page returns to these results.
const searchDefaults = { search: '' };
/** The categories search waits 200 ms after typing (spec section 9). */
const searchDebounce = 200;

/** The keyword search over categories: five results, each with its URL path (spec section 2). */
export function CategorySearch() {
  const t = useMessages(messages);
  const tList = useMessages(resourceListMessages);
  const storeHash = useStoreHash();
  const [params, update] = useListState(`${storeHash}/categories/search`, searchDefaults);
  const setKeyword = useSetAtom(categorySearchKeywordAtom);
  useLayoutEffect(() => setKeyword(params.search.trim()), [params.search, setKeyword]);
  const results = useAtomValue(categorySearchAtom);
  const { state } = useOpenCategory();
  const isSearching = params.search.trim() !== '';

  return (
    <Stack gap="200">
      <SearchField
        aria-label={t('categoriesPage.search.label')}
        defaultValue={params.search}
        debounce={searchDebounce}
        onDebouncedChange={(search) => update({ search })}
      />
      {isSearching && results.isError && (
        <InlineAlert variant="critical">{tList('categoryList.loadFailed')}</InlineAlert>
      )}
      {isSearching && results.data?.length === 0 && <Text>{t('categoriesPage.empty')}</Text>}
      {isSearching && results.data !== undefined && results.data.length > 0 && (
        <SearchResults aria-label={t('categoriesPage.search.results')}>
          {results.data.map((category) => (
            <SearchResult key={category.category_id}>
              <Link
                to={categoryMetafieldsPath(storeHash, category.category_id)}
                state={state(category.name)}
              >
                {category.name}
              </Link>
              {category.url && <span>{category.url.path}</span>}
            </SearchResult>
          ))}
        </SearchResults>
      )}
    </Stack>
  );
}
