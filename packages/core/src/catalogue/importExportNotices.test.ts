import { describe, expect, it } from 'vitest';
import {
  cancelJobNotice,
  exportStartNotice,
  importStartNotice,
  recordImportNotice,
} from './importExportNotices.js';
import { logoutSignal } from './notices.js';
import { readNotice } from './testing/readNotice.js';

describe('exportStartNotice', () => {
  it('says where the export will appear', () => {
    expect(readNotice(exportStartNotice({ status: 202 }))).toEqual({
      tone: 'success',
      message: 'Your export has been started and will appear in the box below.',
    });
  });

  it('shows the server error or message, else ours', () => {
    expect(
      readNotice(exportStartNotice({ status: 500, body: { error: 'E', message: 'M' } })),
    ).toEqual({
      tone: 'critical',
      message: 'E',
    });
    expect(readNotice(exportStartNotice({ status: 500, body: { message: 'M' } }))).toEqual({
      tone: 'critical',
      message: 'M',
    });
    expect(readNotice(exportStartNotice({ status: 500 }))).toEqual({
      tone: 'critical',
      message: 'Your export could not be started.',
    });
    expect(exportStartNotice({ status: 401 })).toBe(logoutSignal);
  });
});

describe('importStartNotice', () => {
  const products = { type: 'Products', items: 'products' };
  const books = { type: 'Books', items: 'books' };
  it("announces '{type} import started'", () => {
    expect(readNotice(importStartNotice({ status: 200, body: { data: {} } }, products))).toEqual({
      tone: 'success',
      title: 'Products import started',
      message: 'Your import has been started and will appear in the box below.',
    });
  });

  it('turns an answer with an error field into info', () => {
    expect(
      readNotice(importStartNotice({ status: 200, body: { error: '3 rows skipped' } }, products)),
    ).toEqual({ tone: 'info', title: '3 rows skipped', message: 'Some products were not updated' });
    expect(
      readNotice(importStartNotice({ status: 200, body: { error: ['row 2'] } }, books)),
    ).toEqual({ tone: 'info', message: 'Some books were not updated' });
  });

  it('ignores an empty error field', () => {
    for (const error of [null, '', false]) {
      expect(importStartNotice({ status: 200, body: { error } }, books)).toMatchObject({
        tone: 'success',
      });
    }
  });

  it("logs out on 401; otherwise 'Your upload could not be imported.'", () => {
    expect(importStartNotice({ status: 401 }, books)).toBe(logoutSignal);
    expect(
      readNotice(importStartNotice({ status: 400, body: { message: 'Bad CSV' } }, books)),
    ).toEqual({
      tone: 'critical',
      title: 'Your upload could not be imported.',
      message: 'Bad CSV',
    });
    expect(readNotice(importStartNotice({ status: 500 }, books))).toEqual({
      tone: 'critical',
      title: 'Your upload could not be imported.',
      message: 'There was a problem during the import. Please try again later.',
    });
  });
});

describe('recordImportNotice', () => {
  const names = { item: 'Product', items: 'products' };
  it("titles success '{item} imported'", () => {
    expect(readNotice(recordImportNotice({ status: 200 }, names))).toEqual({
      tone: 'success',
      title: 'Product imported',
      message: 'Your changes have been saved.',
    });
  });

  it('titles the info with the error, else Some {items} were not updated', () => {
    expect(
      readNotice(recordImportNotice({ status: 200, body: { error: 'Row 4 skipped' } }, names)),
    ).toEqual({
      tone: 'info',
      title: 'Row 4 skipped',
      message: 'Your changes have been saved.',
    });
    expect(
      readNotice(recordImportNotice({ status: 200, body: { error: { 4: 'bad' } } }, names)),
    ).toEqual({
      tone: 'info',
      title: 'Some products were not updated',
      message: 'Your changes have been saved.',
    });
  });

  it('fails like the import job', () => {
    expect(recordImportNotice({ status: 401 }, names)).toBe(logoutSignal);
    expect(
      readNotice(recordImportNotice({ status: 422, body: { error: 'No id column' } }, names)),
    ).toEqual({
      tone: 'critical',
      title: 'Your upload could not be imported.',
      message: 'No id column',
    });
  });
});

describe('cancelJobNotice', () => {
  it('confirms or regrets cancelling an import', () => {
    expect(readNotice(cancelJobNotice({ status: 200 }, 'import'))).toEqual({
      tone: 'success',
      message: 'Import cancelled',
    });
    expect(readNotice(cancelJobNotice({ status: 409 }, 'import'))).toEqual({
      tone: 'critical',
      message: 'Unable to cancel import at this time',
    });
  });

  it('confirms or regrets cancelling an export', () => {
    expect(readNotice(cancelJobNotice({ status: 204 }, 'export'))).toEqual({
      tone: 'success',
      message: 'Export cancelled',
    });
    expect(readNotice(cancelJobNotice({ status: 500 }, 'export'))).toEqual({
      tone: 'critical',
      message: 'Unable to cancel export at this time',
    });
    expect(cancelJobNotice({ status: 401 }, 'export')).toBe(logoutSignal);
  });
});
