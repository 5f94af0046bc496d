import { describe, expect, it } from 'vitest';
import { pageSizes } from './constants.js';
import { pageCountOf, pageSizeOf, pageWithin } from './listPaging.js';

describe('pageCountOf', () => {
  it('counts the pages of the total at the page size', () => {
    // Issue 20: 51 orders on pages of 25 are 3 pages, 647 are 26; not 'Page 1 of 2'.
    expect(pageCountOf(51, 25)).toBe(3);
    expect(pageCountOf(647, 25)).toBe(26);
    expect(pageCountOf(647, 100)).toBe(7);
    expect(pageCountOf(50, 25)).toBe(2);
    expect(pageCountOf(300, 250)).toBe(2);
  });

  it('gives an empty list one page', () => {
    expect(pageCountOf(0, 25)).toBe(1);
    expect(pageCountOf(1, 25)).toBe(1);
  });

  it('does not break on a missing size or total', () => {
    expect(pageCountOf(10, 0)).toBe(1);
    expect(pageCountOf(Number.NaN, 25)).toBe(1);
  });
});

describe('pageSizeOf', () => {
  it("keeps a size the list offers (spec section 9's sets)", () => {
    expect(pageSizeOf(pageSizes.orders, 100)).toBe(100);
    expect(pageSizeOf(pageSizes.variants, 25)).toBe(25);
    expect(pageSizeOf(pageSizes.templates, 5)).toBe(5);
    expect(pageSizeOf(pageSizes.metafields, 10)).toBe(10);
  });

  it('falls back to the default for a size the list does not offer', () => {
    expect(pageSizeOf(pageSizes.orders, 250)).toBe(25);
    expect(pageSizeOf(pageSizes.products, 10)).toBe(25);
    expect(pageSizeOf(pageSizes.variants, 7)).toBe(250);
    expect(pageSizeOf(pageSizes.locations, 5)).toBe(25);
  });
});

describe('pageWithin', () => {
  it('keeps the page within the pages there are', () => {
    expect(pageWithin(2, 3)).toBe(2);
    expect(pageWithin(5, 3)).toBe(3);
    expect(pageWithin(0, 3)).toBe(1);
    expect(pageWithin(4, 1)).toBe(1);
  });
});
