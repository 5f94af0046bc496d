import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'passwordResetPage.title': 'Choose a new password',
  'passwordResetPage.email': 'Email',
  'passwordResetPage.password': 'New password',
  'passwordResetPage.submit': 'Reset password',
  'passwordResetPage.failed': 'Your password could not be reset. Please try again later.',
  'passwordResetPage.backToLogin': 'Back to login',
});
