import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'notFoundPage.home': 'Go to your stores',
});
