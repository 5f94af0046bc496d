import { useState } from 'react';
import { pageSizes } from '@metafields/core';
import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { ListPagination } from '@metafields/widgets';
import { useProducts } from './yourBackend.js';

export function ProductPages() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(pageSizes.products.defaultSize);
  const { data, isLoading } = useProducts(page, pageSize);
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      {/* …the list of this page's products… */}
      <ListPagination
        page={page}
        pageSize={pageSize}
        total={data?.total ?? 0}
        pageSizes={pageSizes.products}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        isDisabled={isLoading}
      />
    </DesignSystemProvider>
  );
}
