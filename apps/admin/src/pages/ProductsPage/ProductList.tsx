import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import { defaultSorts, pageSizes, resourceListMessages } from '@metafields/core';
import {
  Banner,
  Inline,
  Pagination,
  Stack,
  useMessages,
  type SortDescriptor,
} from '@metafields/design-system';
import { ProductTable, type ProductTableSortColumn } from '@metafields/widgets';
import { productsAtom } from '../../atoms/products.js';
import { currentStoreAtom } from '../../atoms/stores.js';
import { ListPills } from '../../lists/ListPills.js';
import { ListSearch } from '../../lists/ListSearch.js';
import { messages as listMessages } from '../../lists/messages.js';
import { useListState } from '../../lists/useListState.js';
import { messages } from './messages.js';

/** The view of a products list, kept in the URL; `visible` is the 'Visible' pill. */
const defaults = {
  page: 1,
  limit: pageSizes.products.defaultSize as number,
  sort: defaultSorts.products.column as string,
  direction: defaultSorts.products.direction as string,
  keyword: '',
  visible: '',
};
const visiblePill = 'visible';

export interface ProductListProps {
  /** Names the list whose view is remembered: the products list and the variants-first list differ. */
  listId: string;
  /** The table's name; 'Products' by default. */
  title?: string;
  /** Where a product's row leads. */
  rowHref: (productId: number) => string;
}

/**
 * The store's products: keyword search, the 'All' / 'Visible' pills, the sortable table and
 * paging (metafields.md section 2, products table).
 */
export function ProductList({ listId, title, rowHref }: ProductListProps) {
  const t = useMessages(messages);
  const tList = useMessages(resourceListMessages);
  const tLists = useMessages(listMessages);
  const navigate = useNavigate();
  const store = useAtomValue(currentStoreAtom);
  const [view, update] = useListState(listId, defaults);
  const { data, isPending, isError } = useAtomValue(
    productsAtom({
      page: view.page,
      limit: view.limit,
      sort: view.sort as ProductTableSortColumn,
      direction: view.direction === 'asc' ? 'asc' : 'desc',
      keyword: view.keyword,
      isVisible: view.visible === visiblePill,
    }),
  );

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
      </Inline>
      {isError && <Banner variant="critical">{t('productsPage.loadFailed')}</Banner>}
      <ProductTable
        aria-label={title ?? t('productsPage.title')}
        products={data?.data ?? []}
        currency={store?.currency ?? 'USD'}
        defaultImageUrl="/img/product-default.svg"
        isLoading={isPending}
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
      <Pagination
        page={view.page}
        totalItems={data?.meta.pagination.total ?? 0}
        pageSize={view.limit}
        pageSizes={pageSizes.products.options}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(limit) => update({ page: 1, limit })}
      />
    </Stack>
  );
}
