import { useAtom, useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import {
  Banner,
  Button,
  Heading,
  Link,
  Text,
  useMessages,
  type SortDescriptor,
} from '@metafields/design-system';
import { ProductTable, type ProductTableSortColumn } from '@metafields/widgets';
import { productListParamsAtom, productsAtom } from '../../atoms/products.js';
import { currentStoreAtom } from '../../atoms/stores.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { Toolbar } from '../pages.styles.js';
import { messages } from './messages.js';

export default function ProductsPage() {
  const t = useMessages(messages);
  const storeHash = useStoreHash();
  const navigate = useNavigate();
  const store = useAtomValue(currentStoreAtom);
  const [params, setParams] = useAtom(productListParamsAtom);
  const { data, isPending, isError, isPlaceholderData } = useAtomValue(productsAtom);
  const pages = Math.max(data?.meta.pagination.total_pages ?? 1, 1);

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
  const goToPage = (page: number) => setParams({ ...params, page });

  return (
    <>
      <Link href={`/stores/${storeHash}`}>{t('productsPage.back')}</Link>
      <Heading level={1}>{t('productsPage.title')}</Heading>
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
      <Toolbar>
        <Text as="span">
          {data ? t('productsPage.total', { total: data.meta.pagination.total }) : ''}
        </Text>
        <Text as="span">{t('productsPage.pageOf', { page: params.page, pages })}</Text>
        <div>
          <Button
            variant="secondary"
            isDisabled={params.page <= 1}
            onPress={() => goToPage(params.page - 1)}
          >
            {t('productsPage.previous')}
          </Button>{' '}
          <Button
            variant="secondary"
            isDisabled={params.page >= pages}
            onPress={() => goToPage(params.page + 1)}
          >
            {t('productsPage.next')}
          </Button>
        </div>
      </Toolbar>
    </>
  );
}
