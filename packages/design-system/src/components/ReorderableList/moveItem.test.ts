import { describe, expect, it } from 'vitest';
import { dropIndex, moveItem } from './moveItem.js';

describe('moveItem', () => {
  const items = ['a', 'b', 'c', 'd'];

  it('moves an item down and up', () => {
    expect(moveItem(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(items, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('returns a copy, and leaves the order alone for indexes out of range', () => {
    expect(moveItem(items, 1, 1)).not.toBe(items);
    expect(moveItem(items, -1, 2)).toEqual(items);
    expect(moveItem(items, 0, 4)).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('dropIndex', () => {
  it('counts the moved item out when it moves down', () => {
    expect(dropIndex(0, 2, 'before')).toBe(1);
    expect(dropIndex(0, 2, 'after')).toBe(2);
  });

  it('takes the target index when it moves up', () => {
    expect(dropIndex(3, 1, 'before')).toBe(1);
    expect(dropIndex(3, 1, 'after')).toBe(2);
  });

  it('agrees with moveItem', () => {
    const items = ['a', 'b', 'c', 'd'];
    // "a" dropped after "c" lands between "c" and "d".
    expect(moveItem(items, 0, dropIndex(0, 2, 'after'))).toEqual(['b', 'c', 'a', 'd']);
    // "d" dropped before "b" lands between "a" and "b".
    expect(moveItem(items, 3, dropIndex(3, 1, 'before'))).toEqual(['a', 'd', 'b', 'c']);
  });
});
