import { useEffect, useId, useRef } from 'react';
import { useLocale } from 'react-aria-components';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Icon } from '../Icon/Icon.js';
import { paginationMessages } from './messages.js';
import { pageRange } from './pageRange.js';
import {
  Controls,
  ItemRange,
  PageButton,
  PageGap,
  PageList,
  PageSize,
  PageSizeControl,
  PageStatus,
  Pager,
  StyledPagination,
} from './Pagination.styles.js';

export interface PaginationProps {
  /** The current page, counting from 1. */
  page: number;
  /**
   * How many pages there are. Without it, the count follows from `totalItems` and `pageSize`.
   * @default Math.ceil(totalItems / pageSize), at least 1
   */
  pageCount?: number;
  /** A page was chosen: the previous or next one, or one of the page numbers. */
  onPageChange: (page: number) => void;
  /** Items per page; needed for the item range and the page-size picker. */
  pageSize?: number;
  /** The page sizes a person may pick from. The picker shows with `onPageSizeChange`. */
  pageSizes?: readonly number[];
  /** A page size was picked. Usually the caller returns to page 1 as well. */
  onPageSizeChange?: (pageSize: number) => void;
  /** How many items there are in all; shows "1–25 of 240" before the controls. */
  totalItems?: number;
  /** Shows a button per page (with gaps when there are many) instead of "Page 1 of 10". */
  showPageNumbers?: boolean;
  /** Disables every control, such as while a page loads. */
  isDisabled?: boolean;
  /** Names the navigation landmark; name it after what it pages through when a screen has two. */
  'aria-label'?: string;
  className?: string;
}

type Step = 'previous' | 'next';

/**
 * Page navigation for a list or table: previous and next buttons, the current page as
 * "Page 2 of 10" or as a list of page numbers, an optional "26–50 of 240", and an optional
 * page-size picker. Controlled: the caller owns the page and the page size. Rendered as a
 * navigation landmark.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  pageSize,
  pageSizes,
  onPageSizeChange,
  totalItems,
  showPageNumbers = false,
  isDisabled = false,
  'aria-label': ariaLabel,
  className,
}: PaginationProps) {
  const t = useMessages(paginationMessages);
  const { locale } = useLocale();
  const pageSizeId = useId();
  const formatNumber = new Intl.NumberFormat(locale);
  const pages = Math.max(
    1,
    pageCount ?? (totalItems !== undefined && pageSize ? Math.ceil(totalItems / pageSize) : 1),
  );
  const current = Math.min(Math.max(1, page), pages);
  const isFirst = current <= 1;
  const isLast = current >= pages;

  // A button that disables itself under the keyboard would drop focus to the page; reaching the
  // first or last page moves focus to the other arrow instead.
  const pagerRef = useRef<HTMLDivElement>(null);
  const lastStep = useRef<Step | null>(null);
  useEffect(() => {
    const step = lastStep.current;
    lastStep.current = null;
    const active = document.activeElement;
    const focusLost =
      !active ||
      active === document.body ||
      (active instanceof HTMLButtonElement && active.disabled);
    const other = (step === 'next' && isLast) || (step === 'previous' && isFirst);
    if (step && other && focusLost) {
      pagerRef.current
        ?.querySelector<HTMLButtonElement>(`[data-step='${step === 'next' ? 'previous' : 'next'}']`)
        ?.focus();
    }
  }, [isFirst, isLast, current]);

  const go = (target: number, step?: Step) => {
    lastStep.current = step ?? null;
    if (target !== current) onPageChange(target);
  };

  const itemRange =
    totalItems === undefined || !pageSize
      ? null
      : totalItems === 0
        ? t('pagination.itemRange.none')
        : t('pagination.itemRange', {
            start: (current - 1) * pageSize + 1,
            end: Math.min(current * pageSize, totalItems),
            total: totalItems,
          });

  return (
    <StyledPagination aria-label={ariaLabel ?? t('pagination.label')} className={className}>
      {itemRange !== null && <ItemRange>{itemRange}</ItemRange>}
      <Controls>
        {pageSize !== undefined && pageSizes && onPageSizeChange && (
          <PageSize>
            <label htmlFor={pageSizeId}>{t('pagination.pageSize.label')}</label>
            <PageSizeControl>
              <select
                id={pageSizeId}
                value={pageSize}
                disabled={isDisabled}
                onChange={(event) => onPageSizeChange(Number(event.target.value))}
              >
                {/* A size in use but not offered still shows, rather than an empty picker. */}
                {[...new Set([...pageSizes, pageSize])]
                  .sort((a, b) => a - b)
                  .map((size) => (
                    <option key={size} value={size}>
                      {formatNumber.format(size)}
                    </option>
                  ))}
              </select>
              <Icon name="chevronDown" size="small" />
            </PageSizeControl>
          </PageSize>
        )}
        <Pager ref={pagerRef}>
          <PageButton
            data-step="previous"
            variant="subtle"
            size="small"
            aria-label={t('pagination.previous')}
            isDisabled={isDisabled || isFirst}
            onPress={() => go(current - 1, 'previous')}
          >
            <Icon name="chevronLeft" size="small" />
          </PageButton>
          {showPageNumbers ? (
            <PageList>
              {pageRange(current, pages).map((item) =>
                typeof item === 'number' ? (
                  <li key={item}>
                    <PageButton
                      variant="subtle"
                      size="small"
                      aria-label={t('pagination.page', { page: item })}
                      aria-current={item === current ? 'page' : undefined}
                      isDisabled={isDisabled}
                      onPress={() => go(item)}
                    >
                      {formatNumber.format(item)}
                    </PageButton>
                  </li>
                ) : (
                  <PageGap key={item} aria-hidden="true">
                    …
                  </PageGap>
                ),
              )}
            </PageList>
          ) : (
            <PageStatus aria-live="polite">
              {t('pagination.pageOfPages', { page: current, pageCount: pages })}
            </PageStatus>
          )}
          <PageButton
            data-step="next"
            variant="subtle"
            size="small"
            aria-label={t('pagination.next')}
            isDisabled={isDisabled || isLast}
            onPress={() => go(current + 1, 'next')}
          >
            <Icon name="chevronRight" size="small" />
          </PageButton>
        </Pager>
      </Controls>
    </StyledPagination>
  );
}
