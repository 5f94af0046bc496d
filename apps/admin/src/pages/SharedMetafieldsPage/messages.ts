import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'sharedMetafieldsPage.title': 'Shared metafields',
  'sharedMetafieldsPage.description':
    'Fields defined once per resource type, which give every record of that type a form.',
  'sharedMetafieldsPage.column.type': 'Resource type',
  'sharedMetafieldsPage.column.count': 'Shared metafields',
  'sharedMetafieldsPage.loadFailed': 'Unable to load shared metafields',
  'sharedMetafieldsPage.retry': 'Try again',
});
