import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'loggedOutPage.logIn': 'Log in',
});
