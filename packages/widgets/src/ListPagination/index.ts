export { ListPagination } from './ListPagination.js';
export type { ListPaginationProps } from './ListPagination.js';
