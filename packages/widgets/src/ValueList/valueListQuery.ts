import { pageSizes } from '@metafields/core';

/**
 * What the values list asks the host to load: GET /custom-objects/{id}/values with `page`,
 * `per_page` and `search_term` (custom-resources-and-account.md, section 7), in the widget's words.
 */
export interface ValueListQuery {
  /** The search term; '' for none. */
  search: string;
  /** The page shown, counting from 1. */
  page: number;
  /** Values per page: one of 25, 50, 100, 250. */
  pageSize: number;
}

/** The first load of the list: page 1 of 50, no search (section 9). */
export const defaultValueListQuery: ValueListQuery = {
  search: '',
  page: 1,
  pageSize: pageSizes.customResourceValues.defaultSize,
};
