import { searchDebounce } from '@metafields/core';
import { Stack, useMessages } from '@metafields/design-system';
import { ResourceListLayout } from '../../layout/ResourceListLayout.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { ListSearch } from '../../lists/ListSearch.js';
import { useListState } from '../../lists/useListState.js';
import { CategorySearchResults } from './CategorySearchResults.js';
import { CategoryTree } from './CategoryTree.js';
import { messages } from './messages.js';

// The term lives in the URL, so the back link of a result's page returns to these results.
const searchDefaults = { search: '' };

/**
 * The categories list: the lists' search box (debounced 200 ms here, spec section 9) above the
 * channels' category tree, whose place the matching categories take while a term is set.
 */
export default function CategoriesPage() {
  const t = useMessages(messages);
  const storeHash = useStoreHash();
  const [params, update] = useListState(`${storeHash}/categories/search`, searchDefaults);
  const term = params.search.trim();

  return (
    <ResourceListLayout entity="categories">
      <Stack gap="400">
        <ListSearch
          aria-label={t('categoriesPage.search.label')}
          value={params.search}
          debounce={searchDebounce.categorySearchMs}
          onSearch={(search) => update({ search })}
        />
        {term === '' ? <CategoryTree /> : <CategorySearchResults term={term} />}
      </Stack>
    </ResourceListLayout>
  );
}
