import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'resourcesPage.title': 'Metafield Studio',
  'resourcesPage.description': 'Manage metafields and custom data on every resource of your store.',
  'resourcesPage.tableLabel': 'Resources',
  'resourcesPage.column.name': 'Resource',
  'resourcesPage.column.metafields': 'Metafields',
  'resourcesPage.settings': 'Settings',
  'resourcesPage.rowActions': 'Actions for {name}',
  // The description of each built-in resource type, by its plural slug.
  'resourcesPage.about.brands': 'The brands of your catalog',
  'resourcesPage.about.categories': 'The categories of your catalog, in every channel',
  'resourcesPage.about.channels': 'Your storefronts and the places you sell',
  'resourcesPage.about.customers': 'The people who shop with you',
  'resourcesPage.about.locations': 'Your warehouses, shops and pickup points',
  'resourcesPage.about.orders': 'The orders placed in your store',
  'resourcesPage.about.products': 'The products of your catalog',
  'resourcesPage.about.variants': 'The variants of your products, such as sizes and colors',
  // A custom resource's description: what it is, and its key.
  'resourcesPage.about.custom': 'Custom resource, key {key}',
});
