import { Pagination, Stack } from '@metafields/design-system';
import type { ReactNode } from 'react';
import { ListSearch } from './ListSearch.js';

export interface SearchableListProps {
  view: { page: number; limit: number; search: string };
  update: (change: Partial<{ page: number; limit: number; search: string }>) => void;
  /** Names the search box. */
  searchLabel: string;
  /** How many rows match, for the paging. */
  total: number;
  pageSizes: readonly number[];
  /** The table. */
  children: ReactNode;
}

/** A list with a search box, its table and paging (brands, channels, customers, locations). */
export function SearchableList({
  view,
  update,
  searchLabel,
  total,
  pageSizes,
  children,
}: SearchableListProps) {
  return (
    <Stack gap="400">
      <ListSearch
        aria-label={searchLabel}
        value={view.search}
        onSearch={(search) => update({ search, page: 1 })}
      />
      {children}
      <Pagination
        page={view.page}
        totalItems={total}
        pageSize={view.limit}
        pageSizes={pageSizes}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(limit) => update({ page: 1, limit })}
      />
    </Stack>
  );
}
