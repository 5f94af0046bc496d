import { describe, expect, it } from 'vitest';
import { pipeline } from './pipeline.js';

/** A piece of work the test finishes itself, in the order it chooses. */
function controlled() {
  const started: number[] = [];
  const finishers = new Map<
    number,
    { resolve: (value: string) => void; reject: (e: Error) => void }
  >();
  let running = 0;
  let most = 0;
  const work = (item: number) =>
    new Promise<string>((resolve, reject) => {
      started.push(item);
      running++;
      most = Math.max(most, running);
      const done = () => running--;
      finishers.set(item, {
        resolve: (value) => {
          done();
          resolve(value);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
    });
  /** Lets pending promise callbacks run (no timers: only queued microtasks and I/O turns). */
  const settleDown = () => new Promise<void>((resolve) => setImmediate(resolve));
  const finish = async (item: number, error?: Error) => {
    await settleDown();
    const finisher = finishers.get(item);
    if (!finisher) throw new Error(`item ${item} was not started`);
    if (error) finisher.reject(error);
    else finisher.resolve(`r${item}`);
    await settleDown();
  };
  return { work, finish, started, most: () => most, running: () => running, settleDown };
}

describe('pipeline', () => {
  it('settles results in the items’ order though they finish out of order', async () => {
    const { work, finish } = controlled();
    const settled: string[] = [];
    const ended = pipeline([1, 2, 3, 4], 3, work, (result, item) => {
      settled.push(`${item}:${result}`);
    });
    await finish(3);
    await finish(2);
    expect(settled).toEqual([]);
    await finish(1);
    expect(settled).toEqual(['1:r1', '2:r2', '3:r3']);
    await finish(4);
    expect(await ended).toBe('finished');
    expect(settled).toEqual(['1:r1', '2:r2', '3:r3', '4:r4']);
  });

  it('never has more than the limit in flight, and starts the next as one is settled', async () => {
    const { work, finish, started, most } = controlled();
    const ended = pipeline([1, 2, 3, 4, 5], 2, work, () => undefined);
    await finish(1);
    expect(started).toEqual([1, 2, 3]);
    // Item 3 finishing first frees no place: item 2, before it, is not settled yet.
    await finish(3);
    expect(started).toEqual([1, 2, 3]);
    await finish(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    await finish(4);
    await finish(5);
    expect(await ended).toBe('finished');
    expect(most()).toBe(2);
  });

  it('answers at once for no items, and refuses a limit under one', async () => {
    expect(
      await pipeline(
        [],
        2,
        async () => 1,
        () => undefined,
      ),
    ).toBe('finished');
    await expect(
      pipeline(
        [1],
        0,
        async () => 1,
        () => undefined,
      ),
    ).rejects.toThrow(RangeError);
  });

  it('passes a failure on once those in flight are done, settling only the items before it', async () => {
    const { work, finish, started, running } = controlled();
    const settled: number[] = [];
    const ended = pipeline([1, 2, 3, 4, 5], 3, work, (_, item) => {
      settled.push(item);
    });
    let outcome: unknown;
    ended.then(
      (end) => (outcome = end),
      (error: Error) => (outcome = error.message),
    );
    await finish(2, new Error('boom'));
    await finish(3);
    // Nothing more starts after a failure, and the pipeline waits for item 1.
    expect(started).toEqual([1, 2, 3]);
    expect(outcome).toBeUndefined();
    await finish(1);
    expect(outcome).toBe('boom');
    expect(settled).toEqual([1]);
    expect(running()).toBe(0);
  });

  it('passes a failure of settle on, after those in flight, settling nothing more', async () => {
    const { work, finish, started, running } = controlled();
    const settled: number[] = [];
    const ended = pipeline([1, 2, 3], 2, work, (_, item) => {
      if (item === 1) throw new Error('cannot record');
      settled.push(item);
    });
    let outcome: unknown;
    ended.catch((error: Error) => (outcome = error.message));
    await finish(1);
    expect(outcome).toBeUndefined();
    await finish(2);
    expect(outcome).toBe('cannot record');
    expect(started).toEqual([1, 2]);
    expect(settled).toEqual([]);
    expect(running()).toBe(0);
  });

  it('stops starting items once asked, and settles those in flight', async () => {
    const { work, finish, started } = controlled();
    const settled: number[] = [];
    let cancelled = false;
    const ended = pipeline(
      [1, 2, 3, 4, 5],
      2,
      work,
      (_, item) => {
        settled.push(item);
      },
      () => cancelled,
    );
    cancelled = true;
    await finish(2);
    await finish(1);
    expect(await ended).toBe('stopped');
    expect(started).toEqual([1, 2]);
    expect(settled).toEqual([1, 2]);
  });

  it('has finished, not stopped, when asked to stop with no item left', async () => {
    const { work, finish } = controlled();
    let cancelled = false;
    const ended = pipeline(
      [1],
      1,
      work,
      () => {
        cancelled = true;
      },
      () => cancelled,
    );
    await finish(1);
    expect(await ended).toBe('finished');
  });

  it('reads the items only as it starts them', async () => {
    const { work, finish } = controlled();
    const read: number[] = [];
    function* items() {
      for (let item = 1; item <= 3; item++) {
        read.push(item);
        yield item;
      }
    }
    const ended = pipeline(items(), 1, work, () => undefined);
    await finish(1);
    expect(read).toEqual([1, 2]);
    await finish(2);
    await finish(3);
    expect(await ended).toBe('finished');
  });
});
