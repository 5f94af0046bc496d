import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'webdavSettingsPage.description':
    'The login of the store’s WebDAV, where file fields keep their files.',
  'webdavSettingsPage.password': 'Password',
  'webdavSettingsPage.passwordKept': 'A password is saved. Enter it again to change the login.',
  'webdavSettingsPage.fieldError': '{field}: {message}',
});
