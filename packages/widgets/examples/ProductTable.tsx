import { useState } from 'react';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { ProductTable, type ProductTableProps } from '@metafields/widgets';
import { useProducts } from './yourBackend.js';

export function Products() {
  const [sort, setSort] = useState<ProductTableProps['sortDescriptor']>({
    column: 'name',
    direction: 'ascending',
  });
  const { data, isLoading } = useProducts(1, 25);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <ProductTable
        aria-label="Products"
        products={data?.items ?? []}
        currency="USD"
        defaultImageUrl="/images/no-image.svg"
        sortDescriptor={sort}
        onSortChange={setSort}
        isLoading={isLoading}
        onRowAction={(productId) => window.location.assign(`/products/${productId}`)}
      />
    </DesignSystemProvider>
  );
}
