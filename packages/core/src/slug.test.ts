import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('slugify (spec section 5: keys derived from names)', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugify('Care Instructions')).toBe('care-instructions');
  });

  it('strips accents', () => {
    expect(slugify('Café Crème Brûlée')).toBe('cafe-creme-brulee');
  });

  it('trims before turning spaces into hyphens', () => {
    expect(slugify('  Size chart  ')).toBe('size-chart');
  });

  it('drops characters other than a-z, 0-9, space and hyphen', () => {
    expect(slugify('Made in U.S.A. (2024)!')).toBe('made-in-usa-2024');
    expect(slugify('snake_case & more')).toBe('snakecase-more');
  });

  it('collapses repeated hyphens, whether typed or made from spaces', () => {
    expect(slugify('a  --  b')).toBe('a-b');
    expect(slugify('one---two')).toBe('one-two');
  });

  it('keeps digits and existing single hyphens', () => {
    expect(slugify('x-ray 3000')).toBe('x-ray-3000');
  });

  it('gives an empty slug for a name with no usable characters', () => {
    expect(slugify('日本語')).toBe('');
    expect(slugify('')).toBe('');
  });
});
