import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'notFoundPage.title': 'O oh, page not found',
  'notFoundPage.description': 'Sorry about that.',
  'notFoundPage.home': 'Go to your stores',
});
