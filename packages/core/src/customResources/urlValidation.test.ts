import { describe, expect, it } from 'vitest';
import { urlError } from './urlValidation.js';

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
