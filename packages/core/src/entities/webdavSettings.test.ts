import { describe, expect, it } from 'vitest';
import { webdavSettingsInputSchema, webdavSettingsSchema } from './webdavSettings.js';

const messages = (input: unknown) =>
  webdavSettingsInputSchema
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('webdavSettingsSchema', () => {
  it('reads set and unset settings', () => {
    const set = { webdav_username: 'files@example.com', webdav_password: 's3cret' };
    expect(webdavSettingsSchema.parse(set)).toEqual(set);
    const unset = { webdav_username: null, webdav_password: null };
    expect(webdavSettingsSchema.parse(unset)).toEqual(unset);
    expect(
      webdavSettingsSchema.safeParse({ webdav_username: null }).error?.issues[0]?.path,
    ).toEqual(['webdav_password']);
  });
});

describe('webdavSettingsInputSchema', () => {
  it('accepts an email address and a password', () => {
    const input = { webdav_username: 'files@example.com', webdav_password: 's3cret' };
    expect(webdavSettingsInputSchema.parse(input)).toEqual(input);
  });

  it('requires both and wants the username to be an email address', () => {
    expect(messages({ webdav_username: '', webdav_password: '' })).toEqual([
      ['webdav_username', 'This field is required'],
      ['webdav_password', 'This field is required'],
    ]);
    expect(messages({ webdav_username: 'files', webdav_password: 'x' })).toEqual([
      ['webdav_username', 'Enter an email address such as name@example.com.'],
    ]);
  });
});
