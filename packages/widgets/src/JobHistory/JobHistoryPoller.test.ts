import type { Job, JobHistoryKind } from '@metafields/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobHistoryPoller, type JobHistoryPollerOptions } from './JobHistoryPoller.js';

type Answer = Pick<Job, 'id' | 'status'>[] | { status: number };

const running = [{ id: 1, status: 'in_progress' as const }];
const done = [{ id: 1, status: 'completed' as const }];
const serverError = { status: 500 };

/**
 * A poller over a fake history whose answers are given in order (the last repeats), recording
 * the fake clock's time of every read. Each read settles at once (as a resolved promise).
 */
function setUp(
  answers: Answer[],
  kind: JobHistoryKind = 'metafieldImport',
  options: Partial<JobHistoryPollerOptions<Pick<Job, 'id' | 'status'>>> = {},
) {
  const readTimes: number[] = [];
  const onUnauthorized = vi.fn();
  let index = 0;
  const load = vi.fn(() => {
    readTimes.push(Date.now());
    const answer = answers[Math.min(index, answers.length - 1)] as Answer;
    index += 1;
    return Array.isArray(answer) ? Promise.resolve(answer) : Promise.reject(answer);
  });
  const poller = new JobHistoryPoller({ load, kind, onUnauthorized, ...options });
  return { poller, load, readTimes, onUnauthorized };
}

const seconds = (s: number) => s * 1000;

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('JobHistoryPoller: polling while a job runs (spec section 4)', () => {
  it('reads at start, every second while a job runs, and stops once all are final', async () => {
    const { poller, readTimes } = setUp([running, running, running, done]);
    poller.start();
    await vi.advanceTimersByTimeAsync(seconds(10));
    expect(readTimes).toEqual([0, 1000, 2000, 3000]);
    expect(poller.getSnapshot()).toMatchObject({ jobs: done, isScheduled: false });
  });

  it('reads once and stops when nothing runs', async () => {
    const { poller, readTimes } = setUp([done]);
    poller.start();
    await vi.advanceTimersByTimeAsync(seconds(60));
    expect(readTimes).toEqual([0]);
  });

  it('keeps polling a pending job, about to run', async () => {
    const { poller, readTimes } = setUp([[{ id: 1, status: 'pending' }], done]);
    poller.start();
    await vi.advanceTimersByTimeAsync(seconds(5));
    expect(readTimes).toEqual([0, 1000]);
  });

  it('polls export histories every 5 seconds', async () => {
    for (const kind of ['metafieldExport', 'valueExport'] as const) {
      vi.setSystemTime(0);
      const { poller, readTimes } = setUp([running, running, done], kind);
      poller.start();
      await vi.advanceTimersByTimeAsync(seconds(30));
      expect(readTimes).toEqual([0, 5000, 10000]);
      poller.stop();
    }
  });

  it('polls value imports every second', async () => {
    const { poller, readTimes } = setUp([running, done], 'valueImport');
    poller.start();
    await vi.advanceTimersByTimeAsync(seconds(5));
    expect(readTimes).toEqual([0, 1000]);
  });

  it('counts the interval from the end of a slow read, so two reads are never in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const readTimes: number[] = [];
    const answers = [running, running, done];
    const poller = new JobHistoryPoller<Pick<Job, 'id' | 'status'>>({
      kind: 'metafieldImport',
      onUnauthorized: vi.fn(),
      load: () => {
        readTimes.push(Date.now());
        inFlight += 1;
        most = Math.max(most, inFlight);
        const answer = answers.shift() ?? done;
        return new Promise((resolve) =>
          setTimeout(() => {
            inFlight -= 1;
            resolve(answer);
          }, 2500),
        );
      },
    });
    poller.start();
    // A refresh while a read is in flight waits for it, then reads once.
    poller.refresh();
    poller.refresh();
    await vi.advanceTimersByTimeAsync(seconds(20));
    expect(most).toBe(1);
    // 0 → settles 2.5 s → refresh at once → settles 5 s → +1 s → settles 8.5 s: all done.
    expect(readTimes).toEqual([0, 2500, 6000]);
  });
});

describe('JobHistoryPoller: a start just submitted', () => {
  it('polls every second until the new job appears, then while it runs', async () => {
    const { poller, readTimes } = setUp([
      done,
      done,
      done,
      [{ id: 2, status: 'in_progress' }, ...done],
      [{ id: 2, status: 'completed' }, ...done],
    ]);
    poller.start();
    await vi.advanceTimersByTimeAsync(seconds(3));
    expect(readTimes).toEqual([0]);

    poller.notifyStarted();
    await vi.advanceTimersByTimeAsync(seconds(10));
    // Reads at once, twice more without the job, then sees it run and finish.
    expect(readTimes).toEqual([0, 3000, 4000, 5000, 6000]);
  });

  it('stops when the new job appears already final', async () => {
    const { poller, readTimes } = setUp([done, [{ id: 2, status: 'completed' }, ...done]]);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    poller.notifyStarted();
    await vi.advanceTimersByTimeAsync(seconds(10));
    expect(readTimes).toEqual([0, 0]);
  });

  it('gives up waiting for a job that never appears after the grace time', async () => {
    const { poller, readTimes } = setUp([done], 'metafieldImport', { startGraceMs: 3000 });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    poller.notifyStarted();
    await vi.advanceTimersByTimeAsync(seconds(20));
    expect(readTimes).toEqual([0, 0, 1000, 2000, 3000]);
  });

  it('does not read twice when a read is already scheduled', async () => {
    const { poller, readTimes } = setUp([running, running, done]);
    poller.start();
    await vi.advanceTimersByTimeAsync(500);
    poller.notifyStarted();
    await vi.advanceTimersByTimeAsync(seconds(10));
    expect(readTimes[1]).toBe(1000);
  });
});

describe('JobHistoryPoller: a job ends', () => {
  it('reports each job that ends while watched, once, with its final read', async () => {
    const onJobEnded = vi.fn();
    const { poller } = setUp(
      [
        [{ id: 2, status: 'in_progress' }, ...running],
        [{ id: 2, status: 'in_progress' }, ...done],
        [{ id: 2, status: 'failed' }, ...done],
      ],
      'metafieldImport',
      { onJobEnded },
    );
    poller.start();
    await vi.advanceTimersByTimeAsync(seconds(1));
    expect(onJobEnded.mock.calls).toEqual([[{ id: 1, status: 'completed' }]]);
    await vi.advanceTimersByTimeAsync(seconds(10));
    expect(onJobEnded.mock.calls).toEqual([
      [{ id: 1, status: 'completed' }],
      [{ id: 2, status: 'failed' }],
    ]);
  });

  it('reports a job that starts and ends between two reads', async () => {
    const onJobEnded = vi.fn();
    const { poller } = setUp([done, [{ id: 2, status: 'completed' }, ...done]], 'metafieldImport', {
      onJobEnded,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    poller.notifyStarted();
    await vi.advanceTimersByTimeAsync(seconds(5));
    expect(onJobEnded.mock.calls).toEqual([[{ id: 2, status: 'completed' }]]);
  });

  it('does not report jobs that had ended before the first read, nor after a failed read', async () => {
    const onJobEnded = vi.fn();
    const { poller, readTimes } = setUp([done, serverError, done], 'metafieldImport', {
      onJobEnded,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    poller.refresh();
    await vi.advanceTimersByTimeAsync(seconds(20));
    expect(readTimes).toEqual([0, 0, 20000]);
    expect(onJobEnded).not.toHaveBeenCalled();
  });

  it('takes a new callback through configure', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { poller } = setUp([running, done], 'metafieldImport', { onJobEnded: first });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    poller.configure({ onJobEnded: second });
    await vi.advanceTimersByTimeAsync(seconds(1));
    expect(first).not.toHaveBeenCalled();
    expect(second.mock.calls).toEqual([[{ id: 1, status: 'completed' }]]);
  });
});

describe('JobHistoryPoller: failed reads', () => {
  it('retries every 20 seconds, at most 10 times, then gives up', async () => {
    const { poller, readTimes } = setUp([serverError]);
    poller.start();
    await vi.advanceTimersByTimeAsync(seconds(600));
    expect(readTimes).toEqual([0, ...Array.from({ length: 10 }, (_, i) => seconds(20 * (i + 1)))]);
    expect(poller.getSnapshot()).toMatchObject({
      isError: true,
      error: serverError,
      retriesSoFar: 10,
      hasGivenUp: true,
      isScheduled: false,
    });
  });

  it('retries metafield export reads every 10 seconds', async () => {
    const { poller, readTimes } = setUp([serverError], 'metafieldExport');
    poller.start();
    await vi.advanceTimersByTimeAsync(seconds(300));
    expect(readTimes).toHaveLength(11);
    expect(readTimes.slice(0, 3)).toEqual([0, 10000, 20000]);
    expect(readTimes.at(-1)).toBe(100000);
  });

  it('a successful retry resumes polling and resets the count', async () => {
    const { poller, readTimes } = setUp([running, serverError, serverError, running, done]);
    poller.start();
    await vi.advanceTimersByTimeAsync(seconds(100));
    // Read at 0 (running) → 1 s fails → 21 s fails → 41 s running → 42 s done.
    expect(readTimes).toEqual([0, 1000, 21000, 41000, 42000]);
    expect(poller.getSnapshot()).toMatchObject({ isError: false, retriesSoFar: 0, jobs: done });
  });

  it('keeps the last jobs while a read fails', async () => {
    const { poller } = setUp([running, serverError]);
    poller.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(poller.getSnapshot()).toMatchObject({ jobs: running, isError: true, retriesSoFar: 1 });
  });

  it('a refresh after giving up reads again with a fresh count', async () => {
    const { poller, readTimes } = setUp([serverError]);
    poller.start();
    await vi.advanceTimersByTimeAsync(seconds(600));
    poller.refresh();
    await vi.advanceTimersByTimeAsync(seconds(20));
    expect(readTimes.slice(11)).toEqual([600000, 620000]);
  });

  it('counts a load that throws as a failed read', async () => {
    const poller = new JobHistoryPoller({
      kind: 'valueImport',
      onUnauthorized: vi.fn(),
      load: () => {
        throw new Error('offline');
      },
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.getSnapshot()).toMatchObject({ isError: true, retriesSoFar: 1 });
  });
});

describe('JobHistoryPoller: 401', () => {
  it('hands a 401 to onUnauthorized and reads nothing more', async () => {
    const { poller, readTimes, onUnauthorized } = setUp([running, { status: 401 }, running]);
    poller.start();
    await vi.advanceTimersByTimeAsync(seconds(60));
    expect(readTimes).toEqual([0, 1000]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    poller.notifyStarted();
    poller.refresh();
    poller.start();
    await vi.advanceTimersByTimeAsync(seconds(60));
    expect(readTimes).toEqual([0, 1000]);
    expect(poller.getSnapshot().isUnauthorized).toBe(true);
  });

  it('reads the status through httpStatusOf when errors have another shape', async () => {
    const { poller, onUnauthorized } = setUp([serverError], 'valueExport', {
      httpStatusOf: () => 401,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('JobHistoryPoller: stop and timings', () => {
  it('stop clears the timer and ignores the read in flight', async () => {
    let settle: (jobs: typeof running) => void = () => undefined;
    const listener = vi.fn();
    const poller = new JobHistoryPoller<Pick<Job, 'id' | 'status'>>({
      kind: 'metafieldImport',
      onUnauthorized: vi.fn(),
      load: () => new Promise((resolve) => (settle = resolve)),
    });
    poller.subscribe(listener);
    poller.start();
    poller.stop();
    settle(running);
    await vi.advanceTimersByTimeAsync(seconds(10));
    expect(poller.getSnapshot()).toMatchObject({ jobs: undefined, isLoading: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again after stop (a remount)', async () => {
    const { poller, readTimes } = setUp([running, running, done]);
    poller.start();
    await vi.advanceTimersByTimeAsync(500);
    poller.stop();
    await vi.advanceTimersByTimeAsync(seconds(5));
    poller.start();
    await vi.advanceTimersByTimeAsync(seconds(5));
    expect(readTimes).toEqual([0, 5500, 6500]);
  });

  it('uses the timing override and injected timers and clock', async () => {
    const calls: number[] = [];
    let clock = 0;
    const { poller, readTimes } = setUp([running, serverError, done], 'metafieldImport', {
      timing: { pollIntervalMs: 50, retryDelayMs: 200 },
      now: () => clock,
      timers: {
        setTimeout: (callback, ms) => {
          calls.push(ms);
          return setTimeout(() => {
            clock += ms;
            callback();
          }, ms);
        },
        clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      },
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual([50, 200]);
    expect(readTimes).toEqual([0, 50, 250]);
    expect(poller.getSnapshot().readAt).toBe(250);
  });

  it('configure swaps the loader and applies new intervals from the next read scheduled', async () => {
    const { poller, readTimes } = setUp([running]);
    const otherLoad = vi.fn(() => {
      readTimes.push(Date.now());
      return Promise.resolve(done);
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    poller.configure({ kind: 'valueExport', load: otherLoad });
    await vi.advanceTimersByTimeAsync(seconds(10));
    // The read already scheduled keeps its 1 s; the new loader answers it, all final.
    expect(readTimes).toEqual([0, 1000]);
    expect(otherLoad).toHaveBeenCalledTimes(1);
    expect(poller.getSnapshot().jobs).toEqual(done);
  });

  it('notifies subscribers of each change and lets them unsubscribe', async () => {
    const { poller } = setUp([done]);
    const listener = vi.fn();
    const unsubscribe = poller.subscribe(listener);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    poller.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
