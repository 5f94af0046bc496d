import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'app.name': 'Metafield Studio',
  'app.loading': 'Loading…',
  'appLayout.skipToContent': 'Skip to content',
  'appLayout.logout': 'Log out',
  'appLayout.signedInAs': 'Signed in as {email}',
});
