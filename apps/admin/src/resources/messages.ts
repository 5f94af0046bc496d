import { defineMessages } from '@metafields/design-system';

/** The resource types by their plural slug: list headings, the resource list, tab labels. */
export const resourceNameMessages = defineMessages({
  'resource.brands': 'Brands',
  'resource.categories': 'Categories',
  'resource.channels': 'Channels',
  'resource.customers': 'Customers',
  'resource.locations': 'Locations',
  'resource.orders': 'Orders',
  'resource.products': 'Products',
  'resource.variants': 'Variants',
});
