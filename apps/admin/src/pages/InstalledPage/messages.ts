import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'installedPage.title': '{app} is installed',
  'installedPage.description':
    'Your store is ready. Start with its resources and their metafields.',
  'welcomePage.title': 'Welcome to {app}',
  'welcomePage.description':
    'Edit your store’s metafields, share them as templates, and build custom resources.',
});
