import { describe, expect, it } from 'vitest';
import { placeAt, sortOrderAfterMove } from './sortOrder.js';

describe('sortOrderAfterMove (spec section 4)', () => {
  it('is the new position + 1 on the first page', () => {
    expect(sortOrderAfterMove({ newIndex: 0, page: 1, pageSize: 25 })).toBe(1);
    expect(sortOrderAfterMove({ newIndex: 4, page: 1, pageSize: 25 })).toBe(5);
  });

  it('adds (page - 1) x page size on later pages', () => {
    expect(sortOrderAfterMove({ newIndex: 2, page: 3, pageSize: 10 })).toBe(23);
    expect(sortOrderAfterMove({ newIndex: 0, page: 2, pageSize: 50 })).toBe(51);
  });
});

describe('placeAt (a row saved with a sort_order, spec section 4)', () => {
  const ids = [11, 12, 13, 14];

  it('puts the row at its new position, the others moving aside in their order', () => {
    expect(placeAt(ids, 14, 1)).toEqual([14, 11, 12, 13]);
    expect(placeAt(ids, 11, 3)).toEqual([12, 13, 11, 14]);
    expect(placeAt(ids, 12, 2)).toEqual(ids);
  });

  it('puts a position past either end first or last', () => {
    expect(placeAt(ids, 13, 0)).toEqual([13, 11, 12, 14]);
    expect(placeAt(ids, 11, 99)).toEqual([12, 13, 14, 11]);
  });

  it('adds a row not yet in the list (a template just created with a sort_order)', () => {
    expect(placeAt([11, 12], 15, 2)).toEqual([11, 15, 12]);
  });
});
