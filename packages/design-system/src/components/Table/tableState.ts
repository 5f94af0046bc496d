import { createContext, useMemo, useState } from 'react';
import type { Key, Selection, SortDescriptor } from 'react-aria-components';

export interface TableStateProps {
  /**
   * Lets a person select one row or several, each by its checkbox; `multiple` adds "Select all".
   * @default 'none'
   */
  selectionMode?: 'none' | 'single' | 'multiple';
  /** The selected rows' keys, or 'all' (controlled). */
  selectedKeys?: 'all' | Iterable<Key>;
  /** The rows selected at first (uncontrolled). */
  defaultSelectedKeys?: 'all' | Iterable<Key>;
  /** The new selection: a set of row keys, or 'all' from the header's "Select all". */
  onSelectionChange?: (keys: Selection) => void;
  /** Rows that can be neither selected nor acted on. */
  disabledKeys?: Iterable<Key>;
  /** The column sorted by and its direction (controlled); that header shows the sort indicator. */
  sortDescriptor?: SortDescriptor;
  /** A sortable header was pressed: ascending first, then the other way. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** A row was pressed, or Enter was pressed on it. */
  onRowAction?: (key: Key) => void;
}

export interface ColumnInfo {
  id: Key;
  isRowHeader: boolean;
}

const toSelection = (keys: 'all' | Iterable<Key> | undefined): Selection =>
  keys === 'all' ? 'all' : new Set(keys);

const sameKeys = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/** The table's selection, sorting and actions, and what it learns from its header and body. */
export function useTableState({
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  disabledKeys,
  sortDescriptor,
  onSortChange,
  onRowAction,
}: TableStateProps) {
  const [ownSelection, setOwnSelection] = useState(() => toSelection(defaultSelectedKeys));
  const controlled = useMemo(
    () => (selectedKeys === undefined ? undefined : toSelection(selectedKeys)),
    [selectedKeys],
  );
  const selection = controlled ?? ownSelection;
  const disabled = useMemo(() => new Set(disabledKeys), [disabledKeys]);
  const [columns, setColumns] = useState<readonly ColumnInfo[]>([]);
  const [rowKeys, setRowKeys] = useState<readonly Key[]>([]);

  const isDisabled = (key: Key) => disabled.has(key);
  const isSelected = (key: Key) => (selection === 'all' ? !disabled.has(key) : selection.has(key));
  const enabledKeys = rowKeys.filter((key) => !disabled.has(key));
  const selectedCount = enabledKeys.filter(isSelected).length;
  const hasSelection = selection === 'all' || selection.size > 0;

  const change = (next: Selection) => {
    if (controlled === undefined) setOwnSelection(next);
    onSelectionChange?.(next);
  };

  const toggle = (key: Key) => {
    if (selectionMode === 'none' || disabled.has(key)) return;
    const wasSelected = isSelected(key);
    if (selectionMode === 'single') {
      change(new Set(wasSelected ? [] : [key]));
      return;
    }
    const current = selection === 'all' ? enabledKeys : [...selection];
    change(new Set(wasSelected ? current.filter((other) => other !== key) : [...current, key]));
  };

  return {
    selectionMode,
    columns,
    columnCount: columns.length + (selectionMode === 'none' ? 0 : 1),
    sortDescriptor,
    hasRowAction: onRowAction !== undefined,
    isSelected,
    isDisabled,
    toggle,
    /** A row was pressed: once something is selected, pressing selects (as in react-aria). */
    press: (key: Key) => {
      if (disabled.has(key)) return;
      if (selectionMode !== 'none' && (!onRowAction || hasSelection)) toggle(key);
      else onRowAction?.(key);
    },
    /** Enter on a row: its action, else its selection. */
    act: (key: Key) => {
      if (disabled.has(key)) return;
      if (onRowAction) onRowAction(key);
      else toggle(key);
    },
    sort: (column: Key) =>
      onSortChange?.({
        column,
        direction:
          sortDescriptor?.column === column && sortDescriptor.direction === 'ascending'
            ? 'descending'
            : 'ascending',
      }),
    selectAll: {
      isSelected: selectedCount > 0 && selectedCount === enabledKeys.length,
      isIndeterminate: selectedCount > 0 && selectedCount < enabledKeys.length,
      isDisabled: enabledKeys.length === 0,
      toggle: () =>
        change(selectedCount > 0 && selectedCount === enabledKeys.length ? new Set() : 'all'),
    },
    registerColumns: (next: readonly ColumnInfo[]) => {
      const signature = (list: readonly ColumnInfo[]) =>
        list.map((column) => `${column.id}:${column.isRowHeader}`);
      if (!sameKeys(signature(columns), signature(next))) setColumns(next);
    },
    registerRowKeys: (next: readonly Key[]) => {
      if (!sameKeys(rowKeys, next)) setRowKeys(next);
    },
  };
}

export type TableState = ReturnType<typeof useTableState> & { isLoading: boolean };

// Rows and cells render inside the consumer's components, away from Table's props.
export const TableContext = createContext<TableState>(null as unknown as TableState);
/** The row's id prefix, for the ids its row header cells carry. */
export const RowIdContext = createContext('');
/** A cell's place among its row's cells (the selection cell aside). */
export const CellIndexContext = createContext(0);
