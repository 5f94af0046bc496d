export { Cell, Column, Row, Table, TableBody, TableHeader } from './Table.js';
export type {
  CellAlignment,
  CellProps,
  ColumnProps,
  RowProps,
  TableBodyProps,
  TableHeaderProps,
  TableProps,
} from './Table.js';
// Re-exported so that consumers type their table state without importing react-aria directly.
export type { Key, Selection, SortDescriptor, SortDirection } from 'react-aria-components';
