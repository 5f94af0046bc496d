import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'logoutPage.loggingOut': 'Logging out...',
  'logoutPage.loggedOut': "You're now logged out",
  'logoutPage.redirecting': 'Redirecting to login page in 3...2...1...',
});
