import { createContext, use } from 'react';
import {
  Collection,
  TableHeader as RACTableHeader,
  VisuallyHidden,
  useTableOptions,
} from 'react-aria-components';
import type {
  CellProps as RACCellProps,
  ColumnProps as RACColumnProps,
  RowProps as RACRowProps,
  SortDirection,
  TableBodyProps as RACTableBodyProps,
  TableHeaderProps as RACTableHeaderProps,
  TableProps as RACTableProps,
} from 'react-aria-components';
import type { CSSProperties, ReactNode } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Spinner } from '../Spinner/Spinner.js';
import { tableMessages } from './messages.js';
import { SelectionCheckbox } from './private.js';
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

export interface TableProps extends Omit<RACTableProps, 'className' | 'style'> {
  /**
   * Shows that rows are being fetched: a spinner in place of the empty state, or over the
   * current rows while the next ones load.
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

// TableBody renders inside react-aria's collection, away from Table's props.
const TableLoadingContext = createContext(false);

/**
 * A data table (react-aria's `Table`, a keyboard-navigable grid): sortable columns through
 * `sortDescriptor`/`onSortChange`, row actions through `onRowAction`, optional selection
 * through `selectionMode` (a checkbox per row, and "Select all" in the header when several rows
 * may be selected). Arrow keys move between rows and cells, Space selects, Enter acts or sorts.
 * Give it an `aria-label` or `aria-labelledby`.
 */
export function Table({ isLoading = false, maxHeight, className, style, ...props }: TableProps) {
  return (
    <TableFrame className={className} style={style}>
      <TableScroller style={maxHeight === undefined ? undefined : { maxBlockSize: maxHeight }}>
        <TableLoadingContext value={isLoading}>
          <StyledTable {...props} />
        </TableLoadingContext>
      </TableScroller>
      {isLoading && (
        <LoadingOverlay>
          <Spinner />
        </LoadingOverlay>
      )}
    </TableFrame>
  );
}

export interface TableHeaderProps<T> extends Omit<RACTableHeaderProps<T>, 'className' | 'style'> {
  className?: string;
}

export function TableHeader<T extends object>({
  columns,
  children,
  dependencies,
  ...props
}: TableHeaderProps<T>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  const t = useMessages(tableMessages);
  return (
    <RACTableHeader {...props}>
      {selectionBehavior === 'toggle' && (
        <SelectionColumn>
          {selectionMode === 'multiple' ? (
            <SelectionCheckbox />
          ) : (
            <VisuallyHidden>{t('table.selectionColumn.label')}</VisuallyHidden>
          )}
        </SelectionColumn>
      )}
      <Collection items={columns} dependencies={dependencies}>
        {children}
      </Collection>
    </RACTableHeader>
  );
}

export interface ColumnProps extends Omit<RACColumnProps, 'children' | 'className' | 'style'> {
  children?: ReactNode;
  /** Horizontal alignment of the header; use `end` for numbers. @default 'start' */
  align?: CellAlignment;
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
 * header pressable.
 */
export function Column({ children, align = 'start', ...props }: ColumnProps) {
  return (
    <StyledColumn {...props} data-align={align}>
      {({ allowsSorting, sortDirection }) => (
        <ColumnContent>
          {children}
          {allowsSorting && <SortIcon direction={sortDirection} />}
        </ColumnContent>
      )}
    </StyledColumn>
  );
}

export interface TableBodyProps<T> extends Omit<
  RACTableBodyProps<T>,
  'className' | 'style' | 'renderEmptyState'
> {
  /** What to show when there are no rows. @default the translated "No results" */
  renderEmptyState?: () => ReactNode;
  className?: string;
}

export function TableBody<T extends object>({
  items,
  children,
  dependencies,
  renderEmptyState,
  ...props
}: TableBodyProps<T>) {
  const isLoading = use(TableLoadingContext);
  const t = useMessages(tableMessages);
  return (
    <StyledTableBody
      {...props}
      renderEmptyState={() =>
        isLoading ? <Spinner /> : (renderEmptyState?.() ?? t('table.empty'))
      }
    >
      <Collection items={items} dependencies={dependencies}>
        {children}
      </Collection>
    </StyledTableBody>
  );
}

export interface RowProps<T> extends Omit<RACRowProps<T>, 'className' | 'style'> {
  className?: string;
}

export function Row<T extends object>({ columns, children, dependencies, ...props }: RowProps<T>) {
  const { selectionBehavior } = useTableOptions();
  return (
    <StyledRow {...props} dependencies={dependencies}>
      {selectionBehavior === 'toggle' && (
        <SelectionCell>
          <SelectionCheckbox />
        </SelectionCell>
      )}
      <Collection items={columns} dependencies={dependencies}>
        {children}
      </Collection>
    </StyledRow>
  );
}

export interface CellProps extends Omit<RACCellProps, 'className' | 'style'> {
  /** Horizontal alignment; match the column's. @default 'start' */
  align?: CellAlignment;
  className?: string;
}

export function Cell({ align = 'start', ...props }: CellProps) {
  return <StyledCell {...props} data-align={align} />;
}
