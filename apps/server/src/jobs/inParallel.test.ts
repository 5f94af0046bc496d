import { describe, expect, it } from 'vitest';
import { inParallel } from './inParallel.js';

describe('inParallel', () => {
  it('keeps the order of the items and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await inParallel([30, 10, 20, 5, 15], 2, async (ms, index) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return `${index}:${ms}`;
    });
    expect(results).toEqual(['0:30', '1:10', '2:20', '3:5', '4:15']);
    expect(most).toBe(2);
  });

  it('answers nothing for no items, and passes a failure on', async () => {
    expect(await inParallel([], 4, async () => 1)).toEqual([]);
    await expect(
      inParallel([1, 2], 2, async (item) => {
        if (item === 2) throw new Error('boom');
        return item;
      }),
    ).rejects.toThrow('boom');
  });
});
