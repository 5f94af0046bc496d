import { useAtom, useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import { pageSizes } from '@metafields/core';
import {
  Banner,
  PageHeader,
  Pagination,
  Stack,
  useMessages,
  type SortDescriptor,
} from '@metafields/design-system';
import { ProductTable, type ProductTableSortColumn } from '@metafields/widgets';
import { productListParamsAtom, productsAtom } from '../../atoms/products.js';
import { currentStoreAtom } from '../../atoms/stores.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { messages } from './messages.js';

export default function ProductsPage() {
  const t = useMessages(messages);
  const storeHash = useStoreHash();
  const navigate = useNavigate();
  const store = useAtomValue(currentStoreAtom);
  const [params, setParams] = useAtom(productListParamsAtom);
  const { data, isPending, isError, isPlaceholderData } = useAtomValue(productsAtom);

  const sortDescriptor: SortDescriptor = {
    column: params.sort,
    direction: params.direction === 'asc' ? 'ascending' : 'descending',
  };
  const onSortChange = ({ column, direction }: SortDescriptor) =>
    setParams({
      ...params,
      page: 1,
      sort: column as ProductTableSortColumn,
      direction: direction === 'ascending' ? 'asc' : 'desc',
    });

  return (
    <Stack gap="400">
      <PageHeader
        title={t('productsPage.title')}
        backLink={{ label: t('productsPage.back'), href: `/stores/${storeHash}` }}
      />
      {isError && <Banner variant="critical">{t('productsPage.loadFailed')}</Banner>}
      <ProductTable
        aria-label={t('productsPage.title')}
        products={data?.data ?? []}
        currency={store?.currency ?? 'USD'}
        defaultImageUrl="/img/product-default.svg"
        isLoading={isPending || isPlaceholderData}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        onRowAction={(productId) =>
          void navigate(`/stores/${storeHash}/products/${productId}/metafields`)
        }
      />
      <Pagination
        page={params.page}
        totalItems={data?.meta.pagination.total ?? 0}
        pageSize={params.limit}
        pageSizes={pageSizes.products.options}
        onPageChange={(page) => setParams({ ...params, page })}
        onPageSizeChange={(limit) => setParams({ ...params, page: 1, limit })}
      />
    </Stack>
  );
}
