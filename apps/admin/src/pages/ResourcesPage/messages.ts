import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'resourcesPage.title': 'Metafield Studio',
  'resourcesPage.description': 'Manage metafields and custom data on every resource of your store.',
  'resourcesPage.tableLabel': 'Resources',
  'resourcesPage.column.name': 'Resource',
  'resourcesPage.column.key': 'Key',
});
