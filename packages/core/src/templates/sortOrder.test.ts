import { describe, expect, it } from 'vitest';
import { sortOrderAfterMove } from './sortOrder.js';

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
