import { pageSizes } from '@metafields/core';
import type { PagedListQuery } from '../pagedList/pagedListQuery.js';

/**
 * What the fields table asks the host to load: GET /custom-objects/{id}/fields with `page`,
 * `per_page` and `search` (custom-resources-and-account.md, section 7). `perPage` is one of 5,
 * 10, 25, 50, 100, 250.
 */
export type FieldTableQuery = PagedListQuery;

/** The first load of the table: page 1 of 50, no search (section 9). */
export const defaultFieldTableQuery: FieldTableQuery = {
  page: 1,
  perPage: pageSizes.customResourceFields.defaultSize,
  search: '',
};
