import { describe, expect, it } from 'vitest';
import { brandSchema } from './brand.js';
import { locationSchema } from './location.js';

describe('brandSchema', () => {
  it('reads a brand and names a missing name', () => {
    expect(brandSchema.parse({ id: 3, name: 'Acme', page_title: 'Acme' })).toEqual({
      id: 3,
      name: 'Acme',
    });
    expect(brandSchema.safeParse({ id: 3 }).error?.issues[0]?.path).toEqual(['name']);
  });
});

describe('locationSchema', () => {
  it('reads a location by its label and names a missing one', () => {
    expect(locationSchema.parse({ id: 1, label: 'Central store' })).toEqual({
      id: 1,
      label: 'Central store',
    });
    expect(
      locationSchema.safeParse({ id: 1, name: 'Central store' }).error?.issues[0]?.path,
    ).toEqual(['label']);
  });
});
