import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'productsPage.title': 'Products',
  'productsPage.back': 'Resources',
  'productsPage.loadFailed': 'Unable to load products',
});
