import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'loginPage.title': 'Log in to Metafield Studio',
  'loginPage.email': 'Email',
  'loginPage.password': 'Password',
  'loginPage.submit': 'Log in',
  'loginPage.failed': 'We could not log you in. Please try again later.',
  'loginPage.invalidEmail': 'Enter an email address such as name@example.com.',
  'loginPage.passwordRequired': 'Enter your password.',
  'loginPage.forgotPassword': 'Forgot password?',
  'resetRequest.title': 'Reset your password',
  'resetRequest.help':
    'Enter the email of your account. We will send it a link to choose a new password.',
  'resetRequest.submit': 'Send reset link',
  'resetRequest.back': 'Back to login',
  'resetRequest.sent':
    'If an account exists for that email, we have sent it a link to reset the password. The link works once, within an hour.',
  'resetRequest.failed': 'We could not send the reset link. Please try again later.',
});
