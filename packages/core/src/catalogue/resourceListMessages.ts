import { defineMessages, type MessageDescriptor } from '../messages/defineMessages.js';
import { messageDescriptor, type MessageValues } from './messageDescriptor.js';

/**
 * The lists of the built-in resource types and the pickers (metafields.md, section 2). Column
 * names are the spec's; row actions, 'All' and 'ID' come from `commonMessages`.
 */
export const resourceListMessages = defineMessages({
  'resourceList.back': 'Resources',
  'resourceList.filter.orders': 'Filter orders',
  'resourceList.filter.customers': 'Filter customers',
  'resourceList.filter.products': 'Filter products',
  'resourceList.filter.variants': 'Filter variants',

  'orderList.column.date': 'Date',
  'orderList.column.total': 'Total',
  'orderList.channelFilter.label': 'Filter by Channel',
  'orderList.channelFilter.all': 'All channels',
  'orderList.empty.item': 'Order',
  'orderList.loadFailed': 'Unable to fetch matching orders',

  'productList.column.image': 'Image',
  'productList.column.sku': 'SKU',
  'productList.column.price': 'Price',
  'productList.notVisible': 'Not visible in storefront',
  'productList.pill.visible': 'Visible',

  'customerList.column.company': 'Company',

  'categoryList.empty.item': 'Category',
  'categoryList.empty.items': 'Categories',
  'categoryList.loadFailed': 'Unable to load categories',

  'variantList.backToProducts': 'Products',

  'fileLabelModal.title': 'Update label',
});

export type ResourceListMessageKey = keyof typeof resourceListMessages;

export function resourceListMessage(
  key: ResourceListMessageKey,
  values?: MessageValues,
): MessageDescriptor {
  return messageDescriptor(resourceListMessages, key, values);
}
