import { describe, expect, it } from 'vitest';
import { baseNameOf, checkFileType, extensionOf } from './fileTypes.js';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('checkFileType', () => {
  it('stores allowed types with their content type', () => {
    expect(checkFileType('logo.PNG', png)).toEqual({ contentType: 'image/png' });
    expect(checkFileType('care.pdf', Buffer.from('%PDF-1.4\n'))).toEqual({
      contentType: 'application/pdf',
    });
    expect(checkFileType('icon.svg', Buffer.from('<svg/>'))).toEqual({
      contentType: 'image/svg+xml',
    });
  });

  it('refuses other types and content that does not match the name', () => {
    expect(checkFileType('run.exe', png)).toEqual({ refused: expect.stringMatching(/png, jpg/) });
    expect(checkFileType('noextension', png)).toHaveProperty('refused');
    expect(checkFileType('fake.png', Buffer.from('<script>'))).toEqual({
      refused: "The file's content does not match its .png name.",
    });
  });
});

describe('names', () => {
  it('splits the extension off, keeping dots inside the name', () => {
    expect(extensionOf('care.sheet.PDF')).toBe('pdf');
    expect(baseNameOf('care.sheet.PDF')).toBe('care.sheet');
    expect(extensionOf('.hidden')).toBe('');
    expect(baseNameOf('.hidden')).toBe('.hidden');
  });
});
