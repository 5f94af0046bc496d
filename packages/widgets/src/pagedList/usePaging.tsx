import { useState } from 'react';
import { ListPagination } from '../ListPagination/index.js';

const pageSizes = { options: [25, 50, 100] };

/**
 * A paged table's page and page size, and its `ListPagination`: a new size goes back to the
 * first page, as does a new filter (`setPage(1)`).
 */
export function usePaging() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const pagination = (total: number, isDisabled: boolean) => (
    <ListPagination
      page={page}
      pageSize={pageSize}
      total={total}
      pageSizes={pageSizes}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      isDisabled={isDisabled}
    />
  );
  return { page, pageSize, setPage, pagination };
}
