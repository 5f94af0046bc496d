import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'productTable.column.image': 'Image',
  'productTable.column.name': 'Name',
  'productTable.column.sku': 'SKU',
  'productTable.column.price': 'Price',
  'productTable.empty': 'No products found',
  'productTable.edit': 'Edit {name}',
});
