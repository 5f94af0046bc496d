import { describe, expect, it } from 'vitest';
import { orderedSelection } from './orderedSelection.js';

describe('orderedSelection', () => {
  it('appends a newly checked id after those chosen before', () => {
    expect(orderedSelection([7, 2], [2, 3, 7])).toEqual([7, 2, 3]);
  });

  it('drops an unchecked id and keeps the order of the rest', () => {
    expect(orderedSelection([7, 2, 9], [2, 9])).toEqual([2, 9]);
  });

  it('starts from nothing chosen', () => {
    expect(orderedSelection([], [4])).toEqual([4]);
  });

  it('leaves nothing when every id is unchecked', () => {
    expect(orderedSelection([4], [])).toEqual([]);
  });
});
