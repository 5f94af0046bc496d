import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'apiTokensPage.description':
    'Tokens let other apps and scripts use this store’s custom resources through the API.',
  'apiTokensPage.column.name': 'Name',
  'apiTokensPage.column.createdAt': 'Created',
  'apiTokensPage.column.actions': 'Actions',
  'apiTokensPage.deleteLabel': 'Delete {name}',
  'apiTokenCreateModal.name': 'Token name',
  'apiTokenCreateModal.submit': 'Create',
  'apiTokenCreateModal.tokenLabel': 'Your new API token',
  'apiTokenDeleteModal.title': 'Delete API token',
  'apiTokenDeleteModal.confirm': 'Delete the API token “{name}”?',
});
