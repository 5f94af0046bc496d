import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import { pageSizes, resourceListMessages } from '@metafields/core';
import { Inline, Stack, useMessages, type SortDescriptor } from '@metafields/design-system';
import { ProductTable } from '@metafields/widgets';
import { productsAtom } from '../../atoms/products.js';
import { currentStoreAtom } from '../../atoms/stores.js';
import { ListFilterButton, ListFilterSummary } from '../../lists/ListFilter.js';
import { ListPills } from '../../lists/ListPills.js';
import { ListResults } from '../../lists/ListResults.js';
import { ListSearch } from '../../lists/ListSearch.js';
import { messages as listMessages } from '../../lists/messages.js';
import { useLastDefined } from '../../lists/useLastDefined.js';
import { useListRule } from '../../lists/useListRule.js';
import { useListState } from '../../lists/useListState.js';
import { messages } from './messages.js';
import { productListDefaults, productListParams, visiblePill } from './productListView.js';

export interface ProductListProps {
  /** Names the list whose view is remembered: the products list and the variants-first list differ. */
  listId: string;
  /** The table's name; 'Products' by default. */
  title?: string;
  /**
   * Whose filter this is ('Filter products' or 'Filter variants'), and whose Export tab starts
   * from it.
   */
  exportResource: 'products' | 'variants';
  /** Where a product's row leads. */
  rowHref: (productId: number) => string;
}

/**
 * The store's products: keyword search, the 'All' / 'Visible' pills, the sortable table and
 * paging (metafields.md section 2, products table).
 */
export function ProductList({ listId, title, exportResource, rowHref }: ProductListProps) {
  const t = useMessages(messages);
  const tList = useMessages(resourceListMessages);
  const tLists = useMessages(listMessages);
  const navigate = useNavigate();
  const store = useAtomValue(currentStoreAtom);
  const [view, update] = useListState(listId, productListDefaults);
  const listRule = useListRule(exportResource, exportResource);
  const params = productListParams(view, listRule.query ?? {});
  const { data, isPending, isError, isFetching, refetch } = useAtomValue(productsAtom(params));
  // Contradicting conditions: no product can match, whatever the platform answers.
  const matchesNone = listRule.query === null;
  const total = useLastDefined(matchesNone ? 0 : data?.meta.pagination.total);

  const sortDescriptor: SortDescriptor = {
    column: view.sort,
    direction: view.direction === 'asc' ? 'ascending' : 'descending',
  };

  return (
    <Stack gap="400">
      <Inline gap="400" align="center" wrap>
        <ListSearch
          aria-label={tLists('resourceLists.search.products')}
          value={view.keyword}
          onSearch={(keyword) => update({ keyword, page: 1 })}
        />
        <ListPills
          aria-label={tLists('resourceLists.visibilityFilter')}
          pills={[{ id: visiblePill, label: tList('productList.pill.visible') }]}
          value={view.visible}
          onChange={(visible) => update({ visible, page: 1 })}
        />
        <ListFilterButton resource={exportResource} listRule={listRule} />
      </Inline>
      <ListFilterSummary resource={exportResource} listRule={listRule} />
      <ListResults
        isError={isError}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
        loadFailedMessage={t('productsPage.loadFailed')}
        total={total}
        page={view.page}
        pageSize={params.limit}
        pageSizes={pageSizes.products}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(size) => update({ page: 1, limit: size })}
      >
        <ProductTable
          aria-label={title ?? t('productsPage.title')}
          products={matchesNone ? [] : (data?.data ?? [])}
          currency={store?.currency ?? 'USD'}
          defaultImageUrl="/img/product-default.svg"
          isLoading={isPending && !matchesNone}
          sortDescriptor={sortDescriptor}
          onSortChange={({ column, direction }) =>
            update({
              page: 1,
              sort: String(column),
              direction: direction === 'ascending' ? 'asc' : 'desc',
            })
          }
          productHref={rowHref}
          onRowAction={(productId) => void navigate(rowHref(productId))}
        />
      </ListResults>
    </Stack>
  );
}
