import { describe, expect, it } from 'vitest';
import { escapesStore } from './pathSafety.js';

describe('escapesStore', () => {
  it.each([
    '..',
    'v3/../../other/v3/catalog/products',
    'v3/./catalog/products',
    'v3/%2e%2e/other',
    'v3/%2E%2e/other',
    'v3/.%2e/other',
    'v3/..%2f..%2fother/v3/catalog/products',
    'v3/catalog%2Fproducts',
    'v3/catalog%5cproducts',
    'v3/catalog\\products',
    'v3/%E0%A4%A/products',
  ])('finds an escape in %s', (path) => {
    expect(escapesStore(path)).toBe(true);
  });

  it.each(['v3/catalog/products', 'v3/catalog/products/12/metafields', '', 'v3//x', 'v3/a%20b'])(
    'lets %s through to the allow-list',
    (path) => {
      expect(escapesStore(path)).toBe(false);
    },
  );
});
