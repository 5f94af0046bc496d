import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'languageMenu.label': 'Language: {language}',
  'languageMenu.saveFailed': 'Your language could not be remembered for your next visit.',
});
