export { ProductTable, productTableSortColumns } from './ProductTable.js';
export type { ProductTableProps, ProductTableSortColumn } from './ProductTable.js';
