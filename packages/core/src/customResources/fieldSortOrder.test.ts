import { describe, expect, it } from 'vitest';
import { sortOrderAfterMove } from '../templates/sortOrder.js';

// Fields reorder with the templates' rule (spec section 4): new position offset by page and size.
describe('field reorder', () => {
  it('offsets the new position by page and page size (fields default to 50 a page)', () => {
    expect(sortOrderAfterMove({ newIndex: 0, page: 1, pageSize: 50 })).toBe(1);
    expect(sortOrderAfterMove({ newIndex: 3, page: 2, pageSize: 50 })).toBe(54);
  });
});
