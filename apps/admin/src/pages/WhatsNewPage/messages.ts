import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'whatsNewPage.updates': 'App updates',
  'whatsNewPage.otherApps': 'Our other apps',
  'whatsNewPage.openApp': 'Learn more about {name}',
});
