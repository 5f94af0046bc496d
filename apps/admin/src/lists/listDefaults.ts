import { pageSizeOf, pageSizes } from '@metafields/core';

/**
 * The view of a list that has only a search and paging (brands, channels, customers,
 * locations): the four share core's default page size, 25.
 */
export const searchListDefaults = {
  page: 1,
  limit: pageSizes.locations.defaultSize as number,
  search: '',
};
export type SearchListView = typeof searchListDefaults;

/** The lists that have only a search by name and paging. */
export type NamedResource = 'brands' | 'channels' | 'customers' | 'locations';

/** `view` with a page size `entity`'s list offers: a hand-edited URL's other size reads as its default. */
export const namedListView = (entity: NamedResource, view: SearchListView): SearchListView => ({
  ...view,
  limit: pageSizeOf(pageSizes[entity], view.limit),
});
