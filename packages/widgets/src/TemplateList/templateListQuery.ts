import { pageSizes } from '@metafields/core';
import type { PagedListQuery } from '../pagedList/pagedListQuery.js';

/**
 * What the template list asks the host to load: GET /templates/{type} with `page`, `per_page`
 * and `search_term` (metafields.md, section 7), in the widget's words. `perPage` is one of 5,
 * 10, 25, 50, 100, 250.
 */
export type TemplateListQuery = PagedListQuery;

/** The first load of the list: page 1 of 25, no search (section 9). */
export const defaultTemplateListQuery: TemplateListQuery = {
  page: 1,
  perPage: pageSizes.templates.defaultSize,
  search: '',
};
