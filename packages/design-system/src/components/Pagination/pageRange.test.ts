import { describe, expect, it } from 'vitest';
import { pageRange } from './pageRange.js';

describe('pageRange', () => {
  it('lists every page when they all fit', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('leaves out pages after the current one near the start', () => {
    expect(pageRange(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap-end', 10]);
    expect(pageRange(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap-end', 10]);
  });

  it('leaves out pages on both sides in the middle', () => {
    expect(pageRange(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(pageRange(50, 100)).toEqual([1, 'gap-start', 49, 50, 51, 'gap-end', 100]);
  });

  it('leaves out pages before the current one near the end', () => {
    expect(pageRange(7, 10)).toEqual([1, 'gap-start', 6, 7, 8, 9, 10]);
    expect(pageRange(10, 10)).toEqual([1, 'gap-start', 6, 7, 8, 9, 10]);
  });

  it('keeps the same length while stepping through', () => {
    const lengths = new Set(
      Array.from({ length: 20 }, (_, index) => pageRange(index + 1, 20).length),
    );
    expect([...lengths]).toEqual([7]);
  });

  it('shows more neighbours on request', () => {
    expect(pageRange(10, 20, 2)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
  });

  it('clamps a page outside the range', () => {
    expect(pageRange(0, 3)).toEqual([1, 2, 3]);
    expect(pageRange(40, 10)).toEqual([1, 'gap-start', 6, 7, 8, 9, 10]);
    expect(pageRange(1, 0)).toEqual([1]);
  });
});
