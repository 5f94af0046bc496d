import { describe, expect, it } from 'vitest';
import {
  apiTokenCreateNotice,
  apiTokenDeleteNotice,
  appExtensionUpdateNotice,
  fileStoreErrorNotice,
  passwordResetNotice,
  webdavSaveNotice,
} from './accountNotices.js';
import { logoutSignal } from './notices.js';
import { readMessage, readNotice } from './testing/readNotice.js';

describe('API token notices', () => {
  it('confirms a created token by name', () => {
    expect(readNotice(apiTokenCreateNotice({ status: 201 }, 'ERP sync'))).toEqual({
      tone: 'success',
      message: 'API token "ERP sync" created successfully',
    });
  });

  it('prefers the server message, then its error, then ours', () => {
    const both = { status: 422, body: { message: 'M', error: 'E' } };
    expect(readMessage(apiTokenCreateNotice(both, 'x'))).toBe('M');
    expect(readMessage(apiTokenCreateNotice({ status: 422, body: { error: 'E' } }, 'x'))).toBe('E');
    expect(readNotice(apiTokenCreateNotice({ status: 500 }, 'x'))).toEqual({
      tone: 'critical',
      message: 'Failed to create API token',
    });
    expect(readMessage(apiTokenDeleteNotice(both))).toBe('M');
    expect(readMessage(apiTokenDeleteNotice({ status: 404, body: { error: 'Gone' } }))).toBe(
      'Gone',
    );
    expect(readNotice(apiTokenDeleteNotice({ status: 500 }))).toEqual({
      tone: 'critical',
      message: 'Failed to delete API token',
    });
  });

  it('confirms a deleted token and logs out on 401', () => {
    expect(readNotice(apiTokenDeleteNotice({ status: 204 }))).toEqual({
      tone: 'success',
      message: 'API token deleted successfully',
    });
    expect(apiTokenCreateNotice({ status: 401 }, 'x')).toBe(logoutSignal);
  });
});

describe('WebDAV and app extension notices', () => {
  it('confirms WebDAV settings, or shows the server error, else ours', () => {
    expect(readMessage(webdavSaveNotice({ status: 200 }))).toBe('Webdav settings updated.');
    expect(
      readMessage(webdavSaveNotice({ status: 422, body: { error: 'Bad password', message: 'M' } })),
    ).toBe('Bad password');
    expect(
      readMessage(
        webdavSaveNotice({
          status: 422,
          body: { error: 'invalid_input', message: 'Username: This field is required' },
        }),
      ),
    ).toBe('Username: This field is required');
    expect(readNotice(webdavSaveNotice({ status: 500, body: { error: 'internal' } }))).toEqual({
      tone: 'critical',
      message: 'Webdav settings could not be updated.',
    });
  });

  it('confirms an app extension update, or shows the server error, else ours', () => {
    expect(readMessage(appExtensionUpdateNotice({ status: 200 }))).toBe('App extension updated.');
    expect(readMessage(appExtensionUpdateNotice({ status: 500, body: { error: 'Locked' } }))).toBe(
      'Locked',
    );
    expect(readNotice(appExtensionUpdateNotice({ status: 500 }))).toEqual({
      tone: 'critical',
      message: 'App extension could not be updated.',
    });
    expect(appExtensionUpdateNotice({ status: 401 })).toBe(logoutSignal);
  });
});

describe('fileStoreErrorNotice', () => {
  it("shows the server message with a 'Go to settings' link", () => {
    expect(readNotice(fileStoreErrorNotice({ message: 'WebDAV login failed' }, 'abc123'))).toEqual({
      tone: 'critical',
      message: 'WebDAV login failed',
      link: 'Go to settings -> /stores/abc123/settings',
    });
  });

  it("falls back to 'Unknown error' without a server text", () => {
    expect(readMessage(fileStoreErrorNotice(undefined, 'abc123'))).toBe('Unknown error');
  });
});

describe('passwordResetNotice', () => {
  it("titles 'Password reset' and asks to log in again", () => {
    expect(readNotice(passwordResetNotice)).toEqual({
      tone: 'success',
      title: 'Password reset',
      message: 'Please login with your new password.',
    });
  });
});
