import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'homePage.appId': 'App ID: {id}',
  'homePage.signedIn': 'You are signed in as {email}.',
  'homePage.signedOut': 'You are not signed in.',
  'homePage.openStores': 'Go to your stores',
  'homePage.logIn': 'Log in',
});
