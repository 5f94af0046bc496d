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

/**
 * One record of a type, by the type's plural slug, as running text names it: 'Download a
 * spreadsheet of {type} metafields', 'Shared {singular} metafields'.
 */
export const resourceTypeNameMessages = defineMessages({
  'resource.typeName.brands': 'brand',
  'resource.typeName.categories': 'category',
  'resource.typeName.channels': 'channel',
  'resource.typeName.customers': 'customer',
  'resource.typeName.locations': 'location',
  'resource.typeName.orders': 'order',
  'resource.typeName.products': 'product',
  'resource.typeName.variants': 'variant',
});

/** Several records of a type, by its plural slug, as running text names them: 'Some {items} were not updated'. */
export const resourcePluralNameMessages = defineMessages({
  'resource.pluralName.brands': 'brands',
  'resource.pluralName.categories': 'categories',
  'resource.pluralName.channels': 'channels',
  'resource.pluralName.customers': 'customers',
  'resource.pluralName.locations': 'locations',
  'resource.pluralName.orders': 'orders',
  'resource.pluralName.products': 'products',
  'resource.pluralName.variants': 'variants',
});

/** One record of a type, by its singular slug, as a title or an empty state names it. */
export const resourceItemNameMessages = defineMessages({
  'resource.itemName.brand': 'Brand',
  'resource.itemName.category': 'Category',
  'resource.itemName.channel': 'Channel',
  'resource.itemName.customer': 'Customer',
  'resource.itemName.location': 'Location',
  'resource.itemName.order': 'Order',
  'resource.itemName.product': 'Product',
  'resource.itemName.variant': 'Variant',
});
