import {
  Children,
  Fragment,
  isValidElement,
  use,
  useId,
  useLayoutEffect,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useFocusVisible } from 'react-aria';
import type { Key, SortDirection } from 'react-aria-components';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Skeleton } from '../Skeleton/Skeleton.js';
import { Spinner } from '../Spinner/Spinner.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { tableMessages } from './messages.js';
import {
  CellIndexContext,
  RowIdContext,
  TableContext,
  useTableState,
  type ColumnInfo,
  type TableStateProps,
} from './tableState.js';
import { useGridFocus } from './useGridFocus.js';
import { TableCheckbox } from './TableCheckbox.js';
import {
  ColumnContent,
  SelectionCell,
  SelectionColumn,
  SortIndicator,
  LoadingOverlay,
  StyledCell,
  StyledColumn,
  StyledRow,
  StyledTable,
  StyledTableBody,
  TableFrame,
  TableScroller,
} from './Table.styles.js';

export type CellAlignment = 'start' | 'center' | 'end';

export interface TableProps extends TableStateProps {
  /** A `TableHeader` of `Column`s, then a `TableBody`. */
  children?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  id?: string;
  /**
   * Shows that rows are being fetched: the table is busy (`aria-busy`) with a spinner over it,
   * and, while it has no rows yet, skeleton rows under the real columns in place of the empty
   * state, so it never claims to be empty while loading.
   */
  isLoading?: boolean;
  /**
   * Caps the table's height (a CSS length, or pixels as a number); rows then scroll inside the
   * frame under a header that stays in view.
   */
  maxHeight?: CSSProperties['maxBlockSize'];
  /** Applies to the frame around the table, which scrolls sideways when columns overflow. */
  className?: string;
  style?: CSSProperties;
}

/**
 * A data table with the grid's keyboard (WAI-ARIA APG, "Data Grid"), on native table elements:
 * sortable columns through `sortDescriptor`/`onSortChange`, row actions through `onRowAction`,
 * optional selection through `selectionMode` (a checkbox per row, and "Select all" in the header
 * when several rows may be selected). The table is one tab stop that remembers its place: arrow
 * keys move between rows, cells and headers, Home/End to the ends, Space selects, Enter acts or
 * sorts; a cell's controls (links, buttons) are reached with the arrows. Give it an
 * `aria-label` or `aria-labelledby`.
 *
 * Native elements rather than react-aria's collection table: a page of rows re-renders in a
 * fraction of the time (issue 9's one-frame sort of 250 metafields), and the grid's code weighs
 * a few kilobytes instead of thirty (ADR 0009).
 */
export function Table({
  isLoading = false,
  maxHeight,
  className,
  style,
  children,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  ...stateProps
}: TableProps) {
  const state = useTableState(stateProps);
  const { tableRef, gridProps } = useGridFocus();
  // The focus ring follows the person's last input, as react-aria's components' rings do, not the
  // browser's :focus-visible, which after a focus moved by code (a deleted row's neighbour) shows
  // or not by whether the element focused before was still there.
  const { isFocusVisible } = useFocusVisible();

  return (
    <TableFrame className={className} style={style}>
      <TableScroller style={maxHeight === undefined ? undefined : { maxBlockSize: maxHeight }}>
        <TableContext value={{ ...state, isLoading }}>
          <StyledTable
            ref={tableRef}
            role="grid"
            tabIndex={-1}
            id={id}
            aria-label={ariaLabel}
            aria-labelledby={ariaLabelledBy}
            aria-describedby={ariaDescribedBy}
            aria-multiselectable={state.selectionMode === 'multiple' || undefined}
            aria-busy={isLoading || undefined}
            data-focus-visible={isFocusVisible || undefined}
            {...gridProps}
          >
            {children}
          </StyledTable>
        </TableContext>
      </TableScroller>
      {isLoading && (
        <LoadingOverlay>
          <Spinner />
        </LoadingOverlay>
      )}
    </TableFrame>
  );
}

/** How many placeholder rows a loading table without rows shows. */
const skeletonRowCount = 5;

export interface TableHeaderProps {
  /** The `Column`s, directly (an array or conditional ones are fine). */
  children: ReactNode;
  className?: string;
}

function columnsOf(children: ReactNode): ColumnInfo[] {
  return Children.toArray(children)
    .filter((child): child is ReactElement<ColumnProps> => isValidElement(child))
    .map((column, index) => ({
      id: column.props.id ?? index,
      isRowHeader: column.props.isRowHeader ?? false,
    }));
}

/**
 * The header row of a `Table`: its `Column`s, after a selection column when rows can be selected
 * (holding "Select all" when several may be).
 */
export function TableHeader({ children, className }: TableHeaderProps) {
  const { selectionMode, selectAll, registerColumns } = use(TableContext);
  const t = useMessages(tableMessages);
  const columns = columnsOf(children);
  // Cells learn from here which columns name their rows.
  useLayoutEffect(() => registerColumns(columns));
  return (
    <thead className={className}>
      <tr role="row">
        {selectionMode !== 'none' && (
          <SelectionColumn role="columnheader" scope="col" tabIndex={-1}>
            {selectionMode === 'multiple' ? (
              <TableCheckbox
                aria-label={t('table.selectAll')}
                isSelected={selectAll.isSelected}
                isIndeterminate={selectAll.isIndeterminate}
                isDisabled={selectAll.isDisabled}
                onChange={selectAll.toggle}
              />
            ) : (
              <VisuallyHidden>{t('table.selectionColumn.label')}</VisuallyHidden>
            )}
          </SelectionColumn>
        )}
        {children}
      </tr>
    </thead>
  );
}

export interface ColumnProps {
  /** Names the column in `sortDescriptor`. */
  id?: Key;
  children?: ReactNode;
  /** Its cells name their rows (screen readers announce them while moving through rows). */
  isRowHeader?: boolean;
  /** Adds a sort indicator and makes the header pressable. Needs an `id`. */
  allowsSorting?: boolean;
  /** Horizontal alignment of the header; use `end` for numbers. @default 'start' */
  align?: CellAlignment;
  /** A fixed width (pixels as a number, or a CSS length). */
  width?: number | string;
  className?: string;
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <SortIndicator viewBox="0 0 16 16" fill="none" aria-hidden="true">
      {direction !== 'descending' && (
        <path
          d="m4.5 6.5 3.5-3.5 3.5 3.5"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      {direction !== 'ascending' && (
        <path
          d="m4.5 9.5 3.5 3.5 3.5-3.5"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </SortIndicator>
  );
}

/**
 * A column header. Mark the column that names each row with `isRowHeader`, so screen readers
 * announce it while moving through rows. `allowsSorting` adds a sort indicator and makes the
 * header pressable (pointer, Enter or Space).
 */
export function Column({
  id,
  children,
  allowsSorting = false,
  align = 'start',
  width,
  className,
}: ColumnProps) {
  const { sortDescriptor, sort } = use(TableContext);
  const direction =
    id !== undefined && sortDescriptor?.column === id ? sortDescriptor.direction : undefined;
  const isSortable = allowsSorting && id !== undefined;
  return (
    <StyledColumn
      role="columnheader"
      scope="col"
      tabIndex={-1}
      aria-sort={isSortable ? (direction ?? 'none') : undefined}
      data-align={align}
      data-allows-sorting={isSortable || undefined}
      data-sort-direction={direction}
      className={className}
      style={width === undefined ? undefined : { inlineSize: width }}
      onClick={isSortable ? () => sort(id) : undefined}
      onKeyDown={
        isSortable
          ? (event) => {
              if (event.target !== event.currentTarget) return;
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              sort(id);
            }
          : undefined
      }
    >
      <ColumnContent>
        {children}
        {isSortable && <SortIcon direction={direction} />}
      </ColumnContent>
    </StyledColumn>
  );
}

export interface TableBodyProps<T> {
  /** The rows' data; `children` then renders each as a `Row` (its `id`, else the item's). */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactElement);
  /** What to show when there are no rows. @default the translated "No results" */
  renderEmptyState?: () => ReactNode;
  className?: string;
}

function keyOf(item: object, row: ReactElement, index: number): Key {
  const rowId = (row.props as { id?: Key }).id;
  const itemId = (item as { id?: Key; key?: Key }).id ?? (item as { key?: Key }).key;
  return rowId ?? itemId ?? index;
}

/**
 * The rows of a `Table`: `Row`s, or a function that renders each of `items` as one. Without rows
 * it shows `renderEmptyState`, or skeleton rows while the table is loading.
 */
export function TableBody<T extends object>({
  items,
  children,
  renderEmptyState,
  className,
}: TableBodyProps<T>) {
  const { columnCount, isLoading, registerRowKeys } = use(TableContext);
  const t = useMessages(tableMessages);
  const rows: { key: Key; row: ReactNode }[] =
    typeof children === 'function'
      ? [...(items ?? [])].map((item, index) => {
          const row = children(item);
          return { key: keyOf(item, row, index), row };
        })
      : Children.toArray(children).map((row, index) => ({
          key: isValidElement<{ id?: Key }>(row) ? (row.props.id ?? index) : index,
          row,
        }));
  // "Select all" counts the rows shown.
  useLayoutEffect(() => registerRowKeys(rows.map((row) => row.key)));

  if (rows.length === 0 && isLoading) {
    // Placeholder rows: the layout of the rows to come, hidden from assistive technology, which
    // hears the busy table and its spinner instead. Kept out of the keyboard's rows (data-empty).
    return (
      <StyledTableBody className={className} data-empty="" data-loading="">
        {Array.from({ length: skeletonRowCount }, (_, row) => (
          <tr key={row} aria-hidden="true">
            {Array.from({ length: columnCount }, (_, column) => (
              <td key={column}>
                <Skeleton />
              </td>
            ))}
          </tr>
        ))}
      </StyledTableBody>
    );
  }
  if (rows.length === 0) {
    return (
      <StyledTableBody className={className} data-empty="">
        <tr role="row">
          <td role="rowheader" colSpan={columnCount}>
            {renderEmptyState?.() ?? t('table.empty')}
          </td>
        </tr>
      </StyledTableBody>
    );
  }
  return (
    <StyledTableBody className={className}>
      {rows.map(({ key, row }) => (
        <Fragment key={key}>{row}</Fragment>
      ))}
    </StyledTableBody>
  );
}

export interface RowProps {
  /** The row's key in `selectedKeys`, `disabledKeys` and `onRowAction`. */
  id: Key;
  /** The `Cell`s, one per column. */
  children: ReactNode;
  className?: string;
}

/** Whether a click landed on a control inside the row (which does its own thing). */
function isOnControl(row: HTMLElement, target: Element): boolean {
  const control = target.closest(
    'a[href], button, input, select, textarea, label, [role="button"], [role="link"], [role="checkbox"]',
  );
  return control !== null && row.contains(control);
}

/**
 * A row of a `TableBody`, one `Cell` per column. Pressing it or Enter runs the table's
 * `onRowAction`. When rows can be selected it starts with a checkbox, and Space selects it (as
 * does pressing, without a row action or once some row is selected).
 */
export function Row({ id, children, className }: RowProps) {
  const table = use(TableContext);
  const t = useMessages(tableMessages);
  const rowId = useId();
  const isSelected = table.isSelected(id);
  const isDisabled = table.isDisabled(id);
  const hasSelection = table.selectionMode !== 'none';
  const rowHeaders = table.columns
    .flatMap((column, index) => (column.isRowHeader ? [`${rowId}-${index}`] : []))
    .join(' ');
  return (
    <StyledRow
      role="row"
      tabIndex={-1}
      aria-labelledby={rowHeaders || undefined}
      aria-selected={hasSelection ? isSelected : undefined}
      aria-disabled={isDisabled || undefined}
      data-selected={isSelected || undefined}
      data-interactive={(!isDisabled && (table.hasRowAction || hasSelection)) || undefined}
      className={className}
      onClick={(event) => {
        const row = event.currentTarget;
        const target = event.target as Element;
        // Clicks inside a menu or dialog opened from the row reach here through portals.
        if (!row.contains(target) || isOnControl(row, target)) return;
        if (target.closest('[data-selection-cell]')) table.toggle(id);
        else table.press(id);
      }}
      onKeyDown={(event) => {
        const target = event.target as Element;
        // The row itself or one of its cells, not a control inside one.
        if (target !== event.currentTarget && target.parentElement !== event.currentTarget) return;
        if (event.key === 'Enter') table.act(id);
        else if (event.key === ' ' && hasSelection) table.toggle(id);
        else return;
        event.preventDefault();
      }}
    >
      {hasSelection && (
        <SelectionCell role="gridcell" tabIndex={-1} data-selection-cell="">
          <TableCheckbox
            id={`${rowId}-select`}
            aria-label={t('table.select')}
            aria-labelledby={rowHeaders ? `${rowId}-select ${rowHeaders}` : undefined}
            isSelected={isSelected}
            isDisabled={isDisabled}
            onChange={() => table.toggle(id)}
          />
        </SelectionCell>
      )}
      <RowIdContext value={rowId}>
        {Children.toArray(children).map((cell, index) => (
          <CellIndexContext key={isValidElement(cell) ? cell.key : index} value={index}>
            {cell}
          </CellIndexContext>
        ))}
      </RowIdContext>
    </StyledRow>
  );
}

export interface CellProps {
  children?: ReactNode;
  /** Horizontal alignment; match the column's. @default 'start' */
  align?: CellAlignment;
  className?: string;
}

/**
 * A cell of a `Row`, in column order. Under a column marked `isRowHeader` it is the row's header,
 * which names the row for screen readers.
 */
export function Cell({ children, align = 'start', className }: CellProps) {
  const { columns } = use(TableContext);
  const rowId = use(RowIdContext);
  const index = use(CellIndexContext);
  const isRowHeader = columns[index]?.isRowHeader ?? false;
  return (
    <StyledCell
      role={isRowHeader ? 'rowheader' : 'gridcell'}
      id={isRowHeader ? `${rowId}-${index}` : undefined}
      tabIndex={-1}
      data-align={align}
      className={className}
    >
      {children}
    </StyledCell>
  );
}
