import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'resourcesPage.title': 'Metafield Studio',
  'resourcesPage.description': 'Manage metafields and custom data on every resource of your store.',
  'resourcesPage.tableLabel': 'Resources',
  'resourcesPage.column.name': 'Resource',
  'resourcesPage.column.key': 'Key',
  'resource.brands': 'Brands',
  'resource.categories': 'Categories',
  'resource.channels': 'Channels',
  'resource.customers': 'Customers',
  'resource.locations': 'Locations',
  'resource.orders': 'Orders',
  'resource.products': 'Products',
  'resource.variants': 'Variants',
});
