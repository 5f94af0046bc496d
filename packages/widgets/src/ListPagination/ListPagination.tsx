import { pageCountOf, pageWithin, type PageSizeSetting } from '@metafields/core';
import { Pagination } from '@metafields/design-system';

export interface ListPaginationProps {
  /** The current page, counting from 1. */
  page: number;
  /** Items per page, as the page-size picker shows it. */
  pageSize: number;
  /** How many items match, over every page, as the platform counts them (never a guess). */
  total: number;
  /** The list's page sizes (core's `pageSizes.orders`…): its options are offered. */
  pageSizes: Pick<PageSizeSetting, 'options'>;
  /** Called with the page chosen: the previous or the next one. */
  onPageChange: (page: number) => void;
  /** A size was picked; the caller goes back to page 1 as well. */
  onPageSizeChange: (pageSize: number) => void;
  /** Names the navigation landmark when a screen has more than one. */
  'aria-label'?: string;
  /** Disables every control, such as while a page loads. */
  isDisabled?: boolean;
}

/**
 * The paging of every list (issue 20: one style): the item range with the total ('26–50 of
 * 647'), 'Page 2 of 26' counted from the total, previous and next, and the list's page sizes.
 */
export function ListPagination({
  page,
  pageSize,
  total,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  'aria-label': ariaLabel,
  isDisabled = false,
}: ListPaginationProps) {
  const pageCount = pageCountOf(total, pageSize);
  return (
    <Pagination
      {...(ariaLabel !== undefined && { 'aria-label': ariaLabel })}
      page={pageWithin(page, pageCount)}
      pageCount={pageCount}
      totalItems={total}
      pageSize={pageSize}
      pageSizes={pageSizes.options}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      isDisabled={isDisabled}
    />
  );
}
