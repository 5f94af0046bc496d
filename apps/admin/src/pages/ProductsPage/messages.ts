import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'productsPage.title': 'Products',
  'productsPage.loadFailed': 'Unable to load products',
});
