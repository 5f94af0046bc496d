import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'jobsPage.title': 'Import/Export history',
  'jobsPage.description':
    'The store’s metafield imports and exports of the last week, by resource type.',
  'jobsPage.resourceType': 'Resource type',
});
