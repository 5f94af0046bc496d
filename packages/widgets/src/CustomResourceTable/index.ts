export { CustomResourceTable } from './CustomResourceTable.js';
export type { CustomResourceTableProps } from './CustomResourceTable.js';
export { defaultCustomResourceTableQuery } from './customResourceTableQuery.js';
export type { CustomResourceTableQuery } from './customResourceTableQuery.js';
