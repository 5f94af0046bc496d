import { pageSizes } from '@metafields/core';

/**
 * What the template list asks the host to load: GET /templates/{type} with `page`, `per_page`
 * and `search_term` (metafields.md, section 7), in the widget's words.
 */
export interface TemplateListQuery {
  /** The page shown, counting from 1. */
  page: number;
  /** Templates per page: one of 5, 10, 25, 50, 100, 250. */
  perPage: number;
  /** The search term; '' for none. */
  search: string;
}

/** The first load of the list: page 1 of 25, no search (section 9). */
export const defaultTemplateListQuery: TemplateListQuery = {
  page: 1,
  perPage: pageSizes.templates.defaultSize,
  search: '',
};

/** The last page that holds any of `total` templates, at least 1. */
export function lastTemplatePage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
