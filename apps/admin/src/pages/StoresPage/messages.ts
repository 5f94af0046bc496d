import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'storesPage.title': 'Your stores',
  'storesPage.empty':
    'No stores are linked to your account yet. Open the app from your store’s control panel.',
  'storesPage.column.name': 'Store',
  'storesPage.column.hash': 'Store hash',
  'storesPage.column.currency': 'Currency',
});
