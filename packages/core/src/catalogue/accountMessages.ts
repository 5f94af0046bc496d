import { defineMessages, type MessageDescriptor } from '../messages/defineMessages.js';
import { messageDescriptor, type MessageValues } from './messageDescriptor.js';

/**
 * Store picker, settings (API tokens, WebDAV, app extensions), billing, account and generic
 * pages (companion document, sections 2 and 8). The not-found, logout and stores keys are the
 * ones the admin app already translates, with the same texts.
 */
export const accountMessages = defineMessages({
  'storesPage.loadFailed': 'Unable to load stores',

  // Also the settings buttons and the API tokens page's back link.
  'settingsPage.title': 'Settings',
  'settingsPage.back': 'Dashboard',
  'settingsPage.webdav.title': 'Webdav',
  'settingsPage.apiTokens.title': 'API tokens',

  'apiTokensPage.create': 'Create API token',
  'apiTokensPage.empty': 'No API tokens found.',
  'apiTokenCreateModal.showOnce': 'You can only see this key once. Store it safely.',
  'apiTokenCreateModal.created': 'API token "{name}" created successfully',
  'apiTokenCreateModal.failed': 'Failed to create API token',
  'apiTokenDeleteModal.warning':
    'This cannot be undone. Anything using this token loses access immediately.',
  'apiTokenDeleteModal.deleted': 'API token deleted successfully',
  'apiTokenDeleteModal.failed': 'Failed to delete API token',

  'webdavSettings.username': 'Username',
  'webdavSettings.loadFailed': 'Unable to webdav settings',
  'webdavSettings.saved': 'Webdav settings updated.',
  'webdavSettings.saveFailed': 'Webdav settings could not be updated.',
  'fileStore.goToSettings': 'Go to settings',

  'appExtension.updated': 'App extension updated.',
  'appExtension.updateFailed': 'App extension could not be updated.',

  'billingPage.title': 'Billing',
  'billingPage.subtitle': 'Manage your app subscription.',
  'billingPage.trial': 'Your trial gives you free access to the Enterprise plan until {date}.',
  'pricingPage.title': 'Pricing',
  'signUpPage.title': 'Sign up',
  'signUpPage.noStore': 'Unable to identify store',
  'changePlanPage.title': 'Change plan',

  'passwordResetPage.token': 'Token',
  'passwordResetPage.passwordConfirmation': 'Confirm password',
  'passwordResetPage.done.title': 'Password reset',
  'passwordResetPage.done.message': 'Please login with your new password.',
  'logoutPage.loggingOut': 'Logging out...',
  'logoutPage.loggedOut': "You're now logged out",
  'logoutPage.redirecting': 'Redirecting to login page in 3...2...1...',

  'helpPage.title': 'Help',
  'helpPage.description': 'Find our support documentation and ways of getting in touch.',
  'whatsNewPage.title': "What's new",
  'whatsNewPage.description':
    'Get the latest news on new features, fixes, and other apps that we offer.',
  'welcomePage.getStarted': 'Get started',
  'notFoundPage.title': 'O oh, page not found',
  'notFoundPage.description': 'Sorry about that.',
  'errorPage.title': 'Something went wrong',
  'errorPage.description': 'Sorry, we ran into a problem. Please contact support.',
  'errorPage.fallbackError': 'Oops. Something went wrong. Please wait and try again.',
});

export type AccountMessageKey = keyof typeof accountMessages;

export function accountMessage(key: AccountMessageKey, values?: MessageValues): MessageDescriptor {
  return messageDescriptor(accountMessages, key, values);
}
