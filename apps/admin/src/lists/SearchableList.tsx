import type { ReactNode } from 'react';
import type { PageSizeSetting } from '@metafields/core';
import { Inline, Stack } from '@metafields/design-system';
import { ListResults } from './ListResults.js';
import { ListSearch } from './ListSearch.js';

/** How a list's read is going, as its query tells. */
export interface ListLoad {
  isError: boolean;
  onRetry: () => void;
  isRetrying: boolean;
  /** Items over every page; undefined until the platform has counted them. */
  total: number | undefined;
}

export interface SearchableListProps {
  view: { page: number; limit: number; search: string };
  update: (change: Partial<{ page: number; limit: number; search: string }>) => void;
  /** Names the search box. */
  searchLabel: string;
  load: ListLoad;
  pageSizes: PageSizeSetting;
  /** The list's rule builder (`ListFilterButton`), beside the search box. */
  filter?: ReactNode;
  /** The applied rule in words (`ListFilterSummary`), above the table. */
  filterSummary?: ReactNode;
  /** The table. */
  children: ReactNode;
}

/** A list with a search box, its table and paging (brands, channels, customers, locations). */
export function SearchableList({
  view,
  update,
  searchLabel,
  load,
  pageSizes,
  filter,
  filterSummary,
  children,
}: SearchableListProps) {
  return (
    <Stack gap="400">
      <Inline gap="400" align="center" wrap>
        <ListSearch
          aria-label={searchLabel}
          value={view.search}
          onSearch={(search) => update({ search, page: 1 })}
        />
        {filter}
      </Inline>
      {filterSummary}
      <ListResults
        {...load}
        page={view.page}
        pageSize={view.limit}
        pageSizes={pageSizes}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(limit) => update({ page: 1, limit })}
      >
        {children}
      </ListResults>
    </Stack>
  );
}
