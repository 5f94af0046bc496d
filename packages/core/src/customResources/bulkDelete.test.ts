import { describe, expect, it } from 'vitest';
import { bulkDeleteValuesBody } from './bulkDelete.js';

describe('bulkDeleteValuesBody (spec section 5)', () => {
  it('does nothing when the list is empty', () => {
    expect(bulkDeleteValuesBody([])).toBeNull();
  });

  it('sends the chosen ids as id:in', () => {
    expect(bulkDeleteValuesBody([3, 8])).toEqual({ 'id:in': [3, 8] });
  });
});
