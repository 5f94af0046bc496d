export { ProductTable, productTableSortColumns } from './ProductTable/index.js';
export type { ProductTableProps, ProductTableSortColumn } from './ProductTable/index.js';
