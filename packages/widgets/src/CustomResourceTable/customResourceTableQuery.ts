import { pageSizes } from '@metafields/core';
import type { PagedListQuery } from '../pagedList/pagedListQuery.js';

/**
 * What the custom resources table asks the host to load: GET /custom-objects with `page` and
 * `per_page` (custom-resources-and-account.md, section 7). `perPage` is one of 5, 10, 25, 50,
 * 100, 250.
 */
export type CustomResourceTableQuery = Pick<PagedListQuery, 'page' | 'perPage'>;

/** The first load of the table: page 1 of 50 (section 9). */
export const defaultCustomResourceTableQuery: CustomResourceTableQuery = {
  page: 1,
  perPage: pageSizes.customResources.defaultSize,
};
