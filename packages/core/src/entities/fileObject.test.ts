import { describe, expect, it } from 'vitest';
import { fileDisplayName, fileObjectSchema } from './fileObject.js';

/** The longest file address kept (2,048 characters, as for URL values). */
const FILE_URL_MAX_LENGTH = 2048;

const file = {
  id: 3,
  label: 'Care sheet',
  url: 'https://files.example.com/care.pdf',
  name: 'care',
  extension: 'pdf',
};

describe('fileObjectSchema', () => {
  it('reads a file with or without a label', () => {
    expect(fileObjectSchema.parse(file)).toEqual(file);
    const { label: _label, ...unlabelled } = file;
    expect(fileObjectSchema.parse({ ...unlabelled, id: 'content/care.pdf' })).toEqual({
      ...unlabelled,
      id: 'content/care.pdf',
    });
  });

  it('names the wrong field', () => {
    expect(fileObjectSchema.safeParse({ ...file, id: '' }).error?.issues[0]?.path).toEqual(['id']);
    const { extension: _extension, ...bare } = file;
    expect(fileObjectSchema.safeParse(bare).error?.issues[0]?.path).toEqual(['extension']);
  });

  it('takes only absolute http(s) addresses: storefronts put the url in href and src as it is', () => {
    expect(
      fileObjectSchema.safeParse({ ...file, url: 'http://127.0.0.1:4010/a.pdf' }).success,
    ).toBe(true);
    for (const url of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/a.pdf',
      '/content/care.pdf',
      '',
    ]) {
      expect(fileObjectSchema.safeParse({ ...file, url }).error?.issues[0]?.path, url).toEqual([
        'url',
      ]);
    }
  });

  it('refuses an address longer than the longest kept, quickly', () => {
    const longest = `https://files.example.com/${'a'.repeat(FILE_URL_MAX_LENGTH - 26)}`;
    expect(longest).toHaveLength(FILE_URL_MAX_LENGTH);
    expect(fileObjectSchema.safeParse({ ...file, url: longest }).success).toBe(true);
    const started = performance.now();
    const tooLong = `${longest}${'a'.repeat(1024 * 1024)}`;
    expect(fileObjectSchema.safeParse({ ...file, url: tooLong }).error?.issues[0]?.path).toEqual([
      'url',
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('fileDisplayName', () => {
  it('joins the name the file store keeps and its extension', () => {
    expect(fileDisplayName({ name: 'manual', extension: 'pdf' })).toBe('manual.pdf');
    expect(fileDisplayName({ name: 'care.label', extension: 'png' })).toBe('care.label.png');
  });

  it('leaves a name that already ends in its extension, in any letter case', () => {
    expect(fileDisplayName({ name: 'care-label.png', extension: 'png' })).toBe('care-label.png');
    expect(fileDisplayName({ name: 'SCAN.JPG', extension: 'jpg' })).toBe('SCAN.JPG');
  });

  it('leaves a name without an extension', () => {
    expect(fileDisplayName({ name: 'README', extension: '' })).toBe('README');
  });
});
