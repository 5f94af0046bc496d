import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { pageSizeOf, pageSizes, searchDebounce } from '@metafields/core';
import { Inline, Stack, useMessages } from '@metafields/design-system';
import { storefrontChannelsAtom } from '../../atoms/categories.js';
import { ResourceListLayout } from '../../layout/ResourceListLayout.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { ListFilterButton, ListFilterSummary } from '../../lists/ListFilter.js';
import { ListSearch } from '../../lists/ListSearch.js';
import { useListRule } from '../../lists/useListRule.js';
import { useListState } from '../../lists/useListState.js';
import { CategorySearchResults } from './CategorySearchResults.js';
import { CategoryTree } from './CategoryTree.js';
import { FilteredCategories } from './FilteredCategories.js';
import { messages } from './messages.js';

// The term lives in the URL, so the back link of a result's page returns to these results; the
// page and its size serve the filtered table only (the tree and the five matches have none).
const listDefaults = {
  search: '',
  page: 1,
  limit: pageSizes.categories.defaultSize as number,
};

/**
 * The categories list: the lists' search box (debounced 200 ms here, spec section 9) and the
 * filter beside it, above the channels' category tree. While a rule applies, the categories it
 * matches take the tree's place as a paged table, the term narrowing them; otherwise a term
 * shows its five matches there.
 */
export default function CategoriesPage() {
  const t = useMessages(messages);
  const storeHash = useStoreHash();
  const [params, update] = useListState(`${storeHash}/categories/search`, listDefaults);
  const term = params.search.trim();
  const listRule = useListRule('categories', 'categories');
  // The Channel field's options, the tree's channels; none until known, since the builder drops
  // a restored rule's values that its options lack.
  const channels = useAtomValue(storefrontChannelsAtom).data;
  const selectOptions = useMemo(
    () =>
      channels && {
        tree_id: channels.map((channel) => ({ id: String(channel.id), name: channel.name })),
      },
    [channels],
  );

  let results = term === '' ? <CategoryTree /> : <CategorySearchResults term={term} />;
  if (listRule.applied.length > 0)
    results = (
      <FilteredCategories
        query={listRule.query}
        keyword={term}
        page={params.page}
        limit={pageSizeOf(pageSizes.categories, params.limit)}
        update={update}
      />
    );
  return (
    <ResourceListLayout entity="categories">
      <Stack gap="400">
        <Inline gap="400" align="center" wrap>
          <ListSearch
            aria-label={t('categoriesPage.search.label')}
            value={params.search}
            debounce={searchDebounce.categorySearchMs}
            onSearch={(search) => update({ search, page: 1 })}
          />
          <ListFilterButton
            resource="categories"
            listRule={listRule}
            selectOptions={selectOptions}
          />
        </Inline>
        <ListFilterSummary
          resource="categories"
          listRule={listRule}
          selectOptions={selectOptions}
        />
        {results}
      </Stack>
    </ResourceListLayout>
  );
}
