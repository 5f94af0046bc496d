import { describe, expect, it } from 'vitest';
import { davPath, davUrl, pathSegments } from './paths.js';

describe('pathSegments', () => {
  it('splits a relative path, tolerating one leading and trailing slash', () => {
    expect(pathSegments('content/manuals')).toEqual(['content', 'manuals']);
    expect(pathSegments('/content/manuals/')).toEqual(['content', 'manuals']);
    expect(pathSegments('care sheet.pdf')).toEqual(['care sheet.pdf']);
    expect(pathSegments('')).toEqual([]);
    expect(pathSegments('/')).toEqual([]);
  });

  it.each([
    '..',
    'content/../..',
    'content/./x',
    '../other/dav',
    'a//b',
    '//evil.example/x',
    'http://evil.example/x',
    'file:///etc/passwd',
    'content\\..\\x',
    'content/%2e%2e/x',
    'content/%2F',
    'a\u0000b',
    'a\nb',
    `${'a'.repeat(256)}`,
    'a/'.repeat(600),
  ])('refuses %j', (path) => {
    expect(pathSegments(path)).toBeUndefined();
  });
});

describe('davUrl', () => {
  const base = 'http://platform.test/stores/demo/dav/';

  it('percent-encodes each segment below the base', () => {
    expect(davUrl(base, ['content', 'care sheet#1?.pdf'])).toBe(
      `${base}content/care%20sheet%231%3F.pdf`,
    );
    expect(davUrl(base, ['content'], true)).toBe(`${base}content/`);
    expect(davUrl(base, [], true)).toBe(base);
  });
});

describe('davPath', () => {
  it('answers the segments, or the field message', () => {
    expect(davPath({ allowRoot: false }).parse('a/b')).toEqual(['a', 'b']);
    expect(davPath({ allowRoot: true }).parse('')).toEqual([]);
    expect(davPath({ allowRoot: false }).safeParse('').error?.issues[0]?.message).toMatch(
      /inside the store's files/,
    );
    expect(davPath({ allowRoot: true }).safeParse('../x').success).toBe(false);
  });
});
