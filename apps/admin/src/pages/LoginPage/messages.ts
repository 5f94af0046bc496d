import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'loginPage.title': 'Log in to Metafield Studio',
  'loginPage.email': 'Email',
  'loginPage.password': 'Password',
  'loginPage.submit': 'Log in',
  'loginPage.failed': 'We could not log you in. Please try again later.',
  'loginPage.invalidEmail': 'Enter an email address such as name@example.com.',
  'loginPage.passwordRequired': 'Enter your password.',
});
