import { useEffect, useRef, type ReactNode } from 'react';
import { pageCountOf, type PageSizeSetting } from '@metafields/core';
import { Stack } from '@metafields/design-system';
import { ListPagination } from '@metafields/widgets';
import { ListLoadError } from './ListLoadError.js';

export interface ListResultsProps {
  /** The table: skeleton rows while its first rows load, its empty state when none match. */
  children: ReactNode;
  isError: boolean;
  onRetry: () => void;
  isRetrying: boolean;
  /** What a failed load says, where the spec words it. */
  loadFailedMessage?: string | undefined;
  /** Items over every page, as the platform counts them; undefined until it has. */
  total: number | undefined;
  page: number;
  pageSize: number;
  pageSizes: PageSizeSetting;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * The results of every resource list, one way: the table, then the paging (the total and the
 * pages counted from it); a failed load in place of both, with 'Try again'. No paging before the
 * platform has counted, nor when nothing matches (the empty state says so).
 */
export function ListResults({
  children,
  isError,
  onRetry,
  isRetrying,
  loadFailedMessage,
  total,
  page,
  pageSize,
  pageSizes,
  onPageChange,
  onPageSizeChange,
}: ListResultsProps) {
  // A page past the last (a link to page 9 of a list now 3 pages long) moves to the last.
  // Asked once per page and count: the view's page changes a render or two after the request.
  const pageCount = total === undefined || total === 0 ? undefined : pageCountOf(total, pageSize);
  const pastTheLast = pageCount !== undefined && page > pageCount ? `${page}/${pageCount}` : null;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (pastTheLast === null || pageCount === undefined || asked.current === pastTheLast) return;
    asked.current = pastTheLast;
    onPageChange(pageCount);
  }, [pastTheLast, pageCount, onPageChange]);

  if (isError) {
    return (
      <ListLoadError
        {...(loadFailedMessage !== undefined && { title: loadFailedMessage })}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    );
  }
  return (
    <Stack gap="400">
      {children}
      {total !== undefined && total > 0 && (
        <ListPagination
          page={page}
          pageSize={pageSize}
          total={total}
          pageSizes={pageSizes}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      )}
    </Stack>
  );
}
