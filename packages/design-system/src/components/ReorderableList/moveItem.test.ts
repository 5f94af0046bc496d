import { describe, expect, it } from 'vitest';
import { moveItem, reorderTarget } from './moveItem.js';

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

describe('reorderTarget', () => {
  const items = ['a', 'b', 'c', 'd'].map((id) => ({ id }));

  it('lands after the item it passes moving down, before it moving up', () => {
    // "a" to index 2 lands between "c" and "d".
    expect(reorderTarget(items, 0, 2)).toEqual({ key: 'c', dropPosition: 'after' });
    // "d" to index 1 lands between "a" and "b".
    expect(reorderTarget(items, 3, 1)).toEqual({ key: 'b', dropPosition: 'before' });
  });

  it('is undefined when nothing moves or an index is out of range', () => {
    expect(reorderTarget(items, 1, 1)).toBeUndefined();
    expect(reorderTarget(items, 0, 4)).toBeUndefined();
    expect(reorderTarget(items, -1, 0)).toBeUndefined();
  });
});
