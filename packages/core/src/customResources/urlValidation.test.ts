import { describe, expect, it } from 'vitest';
import { URL_MAX_LENGTH, urlError, urlPatterns } from './urlValidation.js';

const absoluteError = {
  key: 'customResources.value.url.absoluteInvalid',
  defaultMessage: 'Enter a full URL starting with http:// or https://',
};
const relativeError = {
  key: 'customResources.value.url.relativeInvalid',
  defaultMessage: 'Enter a relative URL starting with /',
};

describe('urlError by url_type (spec section 5)', () => {
  it('accepts absolute http(s) URLs', () => {
    for (const url of [
      'https://example.com',
      'http://example.com/a?b=1#c',
      'HTTPS://EXAMPLE.COM',
    ]) {
      expect(urlError(url, 'absolute')).toBeNull();
    }
  });

  it('rejects other values for absolute', () => {
    for (const url of [
      'example.com',
      '/about',
      'ftp://example.com',
      'https://',
      'https://exa mple.com',
    ]) {
      expect(urlError(url, 'absolute')).toEqual(absoluteError);
    }
  });

  it('accepts paths starting with / for relative', () => {
    for (const url of ['/', '/about-us', '/shop/shoes?size=9']) {
      expect(urlError(url, 'relative')).toBeNull();
    }
  });

  it('rejects other values for relative', () => {
    for (const url of ['about', 'https://example.com', '//cdn.example.com/x', '/a b']) {
      expect(urlError(url, 'relative')).toEqual(relativeError);
    }
  });

  it('checks absolute when url_type is unset, and leaves empty values alone', () => {
    expect(urlError('/about')).toEqual(absoluteError);
    expect(urlError('', 'absolute')).toBeNull();
    expect(urlError('', 'relative')).toBeNull();
  });
});

describe('long URL values (issue 19)', () => {
  const tooLong = {
    key: 'customResources.value.url.tooLong',
    defaultMessage: 'Use a URL of at most {max} characters',
    values: { max: 2048 },
  };

  it('accepts a URL of exactly 2,048 characters and refuses one character more', () => {
    const url = (length: number) => `https://example.com/${'a'.repeat(length - 20)}`;
    expect(url(URL_MAX_LENGTH)).toHaveLength(2048);
    expect(urlError(url(URL_MAX_LENGTH))).toBeNull();
    expect(urlError(url(URL_MAX_LENGTH + 1))).toEqual(tooLong);
    expect(urlError(`/${'a'.repeat(URL_MAX_LENGTH)}`, 'relative')).toEqual(tooLong);
  });

  it('counts characters, not UTF-16 units', () => {
    const url = `https://example.com/${'😀'.repeat(URL_MAX_LENGTH - 20)}`;
    expect(urlError(url)).toBeNull();
    expect(urlError(`${url}😀`)).toEqual(tooLong);
  });

  it('refuses a megabyte without reading it with a pattern', () => {
    const started = performance.now();
    expect(urlError(`http://${'a'.repeat(1 << 20)} `)).toEqual(tooLong);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('matches in linear time, even on a long value without a match', () => {
    // Once quadratic: 'http://' + 40,000 × 'a' + ' ' took about 6 s (issue 19).
    const attack = `http://${'a'.repeat(40_000)} `;
    const started = performance.now();
    expect(urlPatterns.absolute.test(attack)).toBe(false);
    expect(urlPatterns.relative.test(`/${'a'.repeat(40_000)} `)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
