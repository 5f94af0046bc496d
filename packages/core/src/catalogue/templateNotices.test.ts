import { describe, expect, it } from 'vitest';
import { logoutSignal, type LogoutSignal, type Notice } from './notices.js';
import {
  fileExportNotice,
  templateDeleteNotice,
  templateImportNotices,
  templateReorderNotice,
  templateSaveNotice,
} from './templateNotices.js';
import { readMessage, readNotice } from './testing/readNotice.js';

const readAll = (notices: Notice[] | LogoutSignal) =>
  Array.isArray(notices) ? notices.map(readNotice) : 'logout';

describe('template notices', () => {
  it('names the template on save', () => {
    expect(readNotice(templateSaveNotice({ status: 201 }, 'create', 'Care guide'))).toEqual({
      tone: 'success',
      message: 'Care guide created.',
    });
    expect(readNotice(templateSaveNotice({ status: 200 }, 'update', 'Care guide'))).toEqual({
      tone: 'success',
      message: 'Care guide updated.',
    });
    expect(readNotice(templateSaveNotice({ status: 422 }, 'create', 'Care guide'))).toEqual({
      tone: 'critical',
      message: 'Care guide could not be created.',
    });
    expect(readNotice(templateSaveNotice({ status: 500 }, 'update', 'Care guide'))).toEqual({
      tone: 'critical',
      message: 'Care guide could not be updated.',
    });
  });

  it('reports delete and reorder', () => {
    expect(readMessage(templateDeleteNotice({ status: 204 }))).toBe('Template deleted.');
    expect(readMessage(templateDeleteNotice({ status: 500 }))).toBe(
      'Shared metafield could not be deleted.',
    );
    expect(readMessage(templateReorderNotice({ status: 200 }))).toBe(
      'Shared metafields order updated.',
    );
    expect(readMessage(templateReorderNotice({ status: 500 }))).toBe(
      'Shared metafields could not be re-ordered.',
    );
    expect(templateDeleteNotice({ status: 401 })).toBe(logoutSignal);
  });
});

describe('fileExportNotice (template or one-record export)', () => {
  it('reports success', () => {
    expect(readNotice(fileExportNotice({ status: 200 }))).toEqual({
      tone: 'success',
      message: 'Your export was successful.',
    });
  });

  it("titles a failure 'There was a problem' with the body's error or message, else ours", () => {
    expect(readNotice(fileExportNotice({ status: 500, body: { message: 'Too many' } }))).toEqual({
      tone: 'critical',
      title: 'There was a problem',
      message: 'Too many',
    });
    expect(readMessage(fileExportNotice({ status: 500, body: { error: 'E', message: 'M' } }))).toBe(
      'E',
    );
    expect(readNotice(fileExportNotice({ status: 500 }))).toEqual({
      tone: 'critical',
      title: 'There was a problem',
      message: 'Your export could not be created. Please try again later.',
    });
    expect(fileExportNotice({ status: 401 })).toBe(logoutSignal);
  });
});

describe('templateImportNotices', () => {
  const answer = (data: unknown) => ({ status: 200, body: { data: { data } } });

  it('counts created and updated shared metafields', () => {
    expect(
      readAll(templateImportNotices(answer({ created: 3, updated: 2, errors: {} }), 'product')),
    ).toEqual([
      { tone: 'success', message: 'Created 3 shared product metafields.' },
      { tone: 'success', message: 'Updated 2 shared product metafields.' },
    ]);
  });

  it('counts lists of items too, and uses the singular for one', () => {
    expect(
      readAll(templateImportNotices(answer({ created: [{ id: 1 }], updated: [] }), 'brand')),
    ).toEqual([{ tone: 'success', message: 'Created 1 shared brand metafield.' }]);
  });

  it("says 'Updated 0' when the file changed nothing", () => {
    expect(readAll(templateImportNotices(answer({ created: 0, updated: 0 }), 'brand'))).toEqual([
      { tone: 'success', message: 'Updated 0 shared brand metafields.' },
    ]);
    expect(readAll(templateImportNotices({ status: 200 }, 'brand'))).toEqual([
      { tone: 'success', message: 'Updated 0 shared brand metafields.' },
    ]);
  });

  it("shows each error key as 'key: message'", () => {
    const data = {
      created: 1,
      updated: 0,
      errors: { 'care.wash': 'Namespace too long', row3: ['a', 'b'] },
    };
    expect(readAll(templateImportNotices(answer(data), 'order'))).toEqual([
      { tone: 'success', message: 'Created 1 shared order metafield.' },
      {
        tone: 'critical',
        title: 'Some shared order metafields were not updated',
        message: 'care.wash: Namespace too long',
      },
      {
        tone: 'critical',
        title: 'Some shared order metafields were not updated',
        message: 'row3: a, b',
      },
    ]);
  });

  it('passes a list of error texts through', () => {
    expect(readAll(templateImportNotices(answer({ errors: ['Bad header'] }), 'order'))).toEqual([
      {
        tone: 'critical',
        title: 'Some shared order metafields were not updated',
        message: 'Bad header',
      },
    ]);
  });

  it('fails with the server text, else the default, and logs out on 401', () => {
    expect(
      readAll(templateImportNotices({ status: 500, body: { error: 'Bad file' } }, 'order')),
    ).toEqual([{ tone: 'critical', message: 'Bad file' }]);
    expect(readAll(templateImportNotices({ status: 500 }, 'order'))).toEqual([
      { tone: 'critical', message: 'Some shared order metafields were not updated' },
    ]);
    expect(templateImportNotices({ status: 401 }, 'order')).toBe(logoutSignal);
  });
});
