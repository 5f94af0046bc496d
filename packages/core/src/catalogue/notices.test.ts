import { describe, expect, it } from 'vitest';
import {
  errorFieldNames,
  fixedNotice,
  isLogoutSignal,
  logoutSignal,
  namedSaveNotice,
  readErrorBody,
  serverText,
  succeeded,
} from './notices.js';
import { readNotice } from './testing/readNotice.js';

describe('reading an outcome', () => {
  it('counts 2xx as success only', () => {
    expect([200, 201, 204, 299].map((status) => succeeded({ status }))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([0, 199, 300, 401, 500].map((status) => succeeded({ status }))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('keeps the non-empty text fields and the errors of an error body', () => {
    expect(
      readErrorBody({ error: 'Boom', message: '', title: '  ', errors: { key: 'x' }, status: 500 }),
    ).toEqual({ error: 'Boom', errors: { key: 'x' } });
    expect(readErrorBody({ title: 'T', message: 'M', error: 3, errors: null })).toEqual({
      title: 'T',
      message: 'M',
    });
    expect(readErrorBody('Internal Server Error')).toEqual({});
  });

  it("reads a code in error, such as our server's plan_required, as no text for people", () => {
    const body = { error: 'plan_required', message: 'Upgrade to Premium to unlock import.' };
    expect(readErrorBody(body)).toEqual({ message: 'Upgrade to Premium to unlock import.' });
    expect(serverText(body, ['error', 'message'])).toBe('Upgrade to Premium to unlock import.');
    expect(serverText({ error: 'not_found' }, ['error'])).toBeUndefined();
    expect(serverText({ error: 'Unable to connect' }, ['error'])).toBe('Unable to connect');
    expect(serverText({ error: 'Forbidden' }, ['error'])).toBe('Forbidden');
    expect(readErrorBody(null)).toEqual({});
  });

  it('takes the first server text in the order asked', () => {
    const body = { error: 'E', message: 'M' };
    expect(serverText(body, ['message', 'error'])).toBe('M');
    expect(serverText(body, ['error', 'message'])).toBe('E');
    expect(serverText(body, ['title'])).toBeUndefined();
  });

  it('names the fields of a 422 from an errors object or list', () => {
    expect(errorFieldNames({ errors: { namespace: 'req', key: 'req' } })).toEqual([
      'namespace',
      'key',
    ]);
    expect(errorFieldNames({ errors: ['value', 3] })).toEqual(['value']);
    expect(errorFieldNames({ errors: 'value' })).toEqual([]);
    expect(errorFieldNames({})).toEqual([]);
  });
});

describe('fixed and named notices', () => {
  const texts = { success: 'Done', failure: 'Not done' };

  it('turns a 401 into a logout signal, never a notice', () => {
    expect(fixedNotice({ status: 401 }, texts)).toBe(logoutSignal);
    expect(isLogoutSignal(fixedNotice({ status: 401 }, texts))).toBe(true);
    expect(isLogoutSignal({ tone: 'critical', message: 'x' })).toBe(false);
    expect(isLogoutSignal(null)).toBe(false);
  });

  it('shows the success or the failure text', () => {
    expect(fixedNotice({ status: 200 }, texts)).toEqual({ tone: 'success', message: 'Done' });
    expect(fixedNotice({ status: 500, body: { error: 'ignored' } }, texts)).toEqual({
      tone: 'critical',
      message: 'Not done',
    });
  });

  it('names the saved thing in created, updated and could-not texts', () => {
    expect(readNotice(namedSaveNotice({ status: 201 }, 'create', 'Care'))).toEqual({
      tone: 'success',
      message: 'Care created.',
    });
    expect(readNotice(namedSaveNotice({ status: 200 }, 'update', 'Care'))).toEqual({
      tone: 'success',
      message: 'Care updated.',
    });
    expect(readNotice(namedSaveNotice({ status: 422 }, 'create', 'Care'))).toEqual({
      tone: 'critical',
      message: 'Care could not be created.',
    });
    expect(readNotice(namedSaveNotice({ status: 500 }, 'update', 'Care'))).toEqual({
      tone: 'critical',
      message: 'Care could not be updated.',
    });
    expect(namedSaveNotice({ status: 401 }, 'update', 'Care')).toBe(logoutSignal);
  });
});
