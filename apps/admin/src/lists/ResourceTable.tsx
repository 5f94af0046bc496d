import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { commonMessages } from '@metafields/core';
import {
  Cell,
  Column,
  IconButton,
  Link,
  Row,
  Table,
  TableBody,
  TableHeader,
  useMessages,
  ZeroResultsPanel,
  type CellAlignment,
  type SortDescriptor,
} from '@metafields/design-system';
import { messages } from './messages.js';

export interface ResourceColumn<T> {
  id: string;
  name: string;
  /** The column that names the row (one per table). */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  align?: CellAlignment;
  cell: (row: T) => ReactNode;
}

export interface ResourceTableProps<T extends { id: number }> {
  'aria-label': string;
  columns: ResourceColumn<T>[];
  rows: T[];
  /** The row's name, for its Edit action's accessible name. */
  rowName: (row: T) => string;
  /** The record's metafield list, which the row and its Edit action open. */
  rowHref: (row: T) => string;
  /** Page state handed to the record opened (a search result's referer, say). */
  rowState?: (row: T) => unknown;
  /**
   * Why a row cannot be opened ('Available on enterprise plan' for a locked channel), or
   * undefined for a row that opens. A locked row is disabled, and its Actions cell holds the
   * reason, a warning button named by it and showing it as a tooltip, in place of Edit.
   */
  lockReason?: (row: T) => string | undefined;
  /** Rows are loading: skeleton rows under the columns while there are none yet. */
  isLoading: boolean;
  /** The item the empty state names: 'Order', 'Customer'… */
  itemName: string;
  /** The empty state's own words, in place of 'No {item} records found'. */
  emptyTitle?: string;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
}

/**
 * The table of a resource list (metafields.md section 2): the given columns, then Actions with
 * Edit; a row opens its record's metafields. An empty list shows in the table's body; a failed
 * load is `ListResults`' to show, in place of the table.
 */
export function ResourceTable<T extends { id: number }>({
  columns,
  rows,
  rowName,
  rowHref,
  rowState,
  lockReason,
  isLoading,
  itemName,
  emptyTitle,
  sortDescriptor,
  onSortChange,
  'aria-label': ariaLabel,
}: ResourceTableProps<T>) {
  const t = useMessages(messages);
  const tCommon = useMessages(commonMessages);
  const navigate = useNavigate();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const routerOptions = (row: T) => (rowState ? { state: rowState(row) } : undefined);
  const lockedKeys = lockReason ? rows.filter((row) => lockReason(row)).map((row) => row.id) : [];

  return (
    <Table
      aria-label={ariaLabel}
      isLoading={isLoading}
      disabledKeys={lockedKeys}
      {...(sortDescriptor && { sortDescriptor })}
      {...(onSortChange && { onSortChange })}
      onRowAction={(key) => {
        const row = byId.get(Number(key));
        if (row) void navigate(rowHref(row), routerOptions(row));
      }}
    >
      <TableHeader>
        {columns.map((column) => (
          <Column
            key={column.id}
            id={column.id}
            isRowHeader={column.isRowHeader ?? false}
            allowsSorting={column.allowsSorting ?? false}
            align={column.align ?? 'start'}
          >
            {column.name}
          </Column>
        ))}
        <Column id="actions" align="end">
          {tCommon('common.column.actions')}
        </Column>
      </TableHeader>
      <TableBody
        items={rows}
        renderEmptyState={() => (
          <ZeroResultsPanel title={emptyTitle ?? t('resourceLists.empty', { item: itemName })} />
        )}
      >
        {(row) => {
          const reason = lockReason?.(row);
          return (
            <Row id={row.id}>
              {[
                ...columns.map((column) => (
                  <Cell key={column.id} align={column.align ?? 'start'}>
                    {column.cell(row)}
                  </Cell>
                )),
                <Cell key="actions" align="end">
                  {reason === undefined ? (
                    <Link
                      href={rowHref(row)}
                      routerOptions={routerOptions(row)}
                      aria-label={t('resourceLists.editRow', { name: rowName(row) })}
                    >
                      {tCommon('common.action.edit')}
                    </Link>
                  ) : (
                    <IconButton icon="alert" size="small" aria-label={reason} />
                  )}
                </Cell>,
              ]}
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );
}
