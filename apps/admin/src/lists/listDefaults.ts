import { pageSizes } from '@metafields/core';

/**
 * The view of a list that has only a search and paging (brands, channels, customers,
 * locations): the four share core's default page size, 25.
 */
export const searchListDefaults = {
  page: 1,
  limit: pageSizes.locations.defaultSize as number,
  search: '',
};
