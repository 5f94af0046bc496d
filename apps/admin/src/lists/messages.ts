import { defineMessages } from '@metafields/design-system';

/** Texts of the resource lists that core's catalogues do not hold. */
export const messages = defineMessages({
  'resourceLists.empty': 'No {item} records found',
  'resourceLists.editRow': 'Edit {name}',
  'resourceLists.retry': 'Try again',
  'resourceLists.search.orders': 'Search orders by ID',
  'resourceLists.search.products': 'Search products',
  'resourceLists.search.customers': 'Search customers by name',
  'resourceLists.search.brands': 'Search brands by name',
  'resourceLists.search.channels': 'Search channels by name',
  'resourceLists.search.locations': 'Search locations by name',
  'resourceLists.statusFilter': 'Filter by status',
  'resourceLists.visibilityFilter': 'Filter by visibility',
});
