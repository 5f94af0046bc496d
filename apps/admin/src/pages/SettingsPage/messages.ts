import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'settingsCards.description': 'How the store’s files and other apps reach Metafield Studio.',
  'settingsCards.webdav.description':
    'File fields keep their files in the store’s WebDAV, with its login.',
  'settingsCards.webdav.connected': 'Signed in as {username}',
  'settingsCards.webdav.notSet': 'Not set up: file fields cannot keep files yet.',
  'settingsCards.apiTokens.description':
    'Tokens let other apps and scripts read and write this store’s data through the API.',
  'settingsCards.apiTokens.count':
    '{count, plural, =0 {No tokens yet} one {# token} other {# tokens}}',
  'settingsCards.loadFailed': 'Unable to load',
  'settingsCards.retry': 'Try again',
  'settingsCards.manageLabel': 'Manage {name}',
  'settingsCards.extensions.heading': 'App extensions',
  'settingsCards.extension.switch': 'Show the panel',
  'settingsCards.extension.saving': 'Saving',
  'settingsCards.extension.product-metafields.title': 'Metafields on products',
  'settingsCards.extension.product-metafields.description':
    'Adds a Metafields panel to each of your products in the control panel, to view and edit its metafields there.',
  'settingsCards.extension.order-metafields.title': 'Metafields on orders',
  'settingsCards.extension.order-metafields.description':
    'Adds a Metafields panel to each of your orders in the control panel, to view and edit its metafields there.',
  'settingsCards.extension.customer-metafields.title': 'Metafields on customers',
  'settingsCards.extension.customer-metafields.description':
    'Adds a Metafields panel to each of your customers in the control panel, to view and edit its metafields there.',
});
