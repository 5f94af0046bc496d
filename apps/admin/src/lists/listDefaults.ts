import { pageSizes } from '@metafields/core';

/**
 * Page sizes of the lists the spec gives none for (customers, brands, channels): those of the
 * other resource lists, 25 to 250, 25 by default.
 */
export const resourceListPageSizes = pageSizes.locations;

/** The view of a list that has only a search and paging. */
export const searchListDefaults = {
  page: 1,
  limit: resourceListPageSizes.defaultSize as number,
  search: '',
};
