import { describe, expect, it } from 'vitest';
import { appPathFor } from './deepLink.js';

describe('appPathFor (the deep link of a load callback)', () => {
  it('maps an app path under the store', () => {
    expect(appPathFor('abc', '/products/12/metafields')).toBe('/stores/abc/products/12/metafields');
    expect(appPathFor('abc', '/products?page=2#top')).toBe('/stores/abc/products?page=2#top');
    expect(appPathFor('abc', '/app-extension/orders/100')).toBe(
      '/stores/abc/app-extension/orders/100',
    );
  });

  it('opens the store for the Apps menu (/) and for no deep link', () => {
    expect(appPathFor('abc', '/')).toBe('/stores/abc');
    expect(appPathFor('abc', undefined)).toBe('/stores/abc');
    expect(appPathFor('abc', '')).toBe('/stores/abc');
  });

  it('refuses anything that could lead out of the store’s pages', () => {
    for (const url of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'products/12',
      '/../../api/users/me',
      '/products/../../other/products',
      '/%2e%2e/%2e%2e/account/login',
      '/products\n/12',
      '/products\t',
      '/a b',
    ]) {
      expect(appPathFor('abc', url), url).toBe('/stores/abc');
    }
  });

  it('keeps a `..` that stays inside the store', () => {
    expect(appPathFor('abc', '/products/12/../13')).toBe('/stores/abc/products/13');
  });
});
