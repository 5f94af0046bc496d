import {
  isJobFinal,
  jobHistoryPollInterval,
  jobHistoryTiming,
  shouldRetryJobHistory,
  type Job,
  type JobHistoryKind,
} from '@metafields/core';

/** The job fields the schedule reads. */
export type PolledJob = Pick<Job, 'id' | 'status'>;

/** How long to wait between reads while polling, and after a failed read. */
export interface JobHistoryTimingOverride {
  pollIntervalMs: number;
  retryDelayMs: number;
}

/** The timers the poller uses: the global ones by default, fakes in tests. */
export interface PollerTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface JobHistoryPollerOptions<J extends PolledJob> {
  /** Reads the history. A rejection with a numeric `status` (core's `ActionOutcome`) of 401 logs out. */
  load: () => Promise<readonly J[]>;
  /** Which history: picks core's poll and retry intervals. */
  kind: JobHistoryKind;
  /** Replaces core's intervals (stories, previews); the app leaves it out. */
  timing?: JobHistoryTimingOverride | undefined;
  /** A read answered 401: the session is gone. Nothing more is read after it. */
  onUnauthorized: () => void;
  /**
   * A job ended (completed, failed or cancelled) while the poller watched: it was not final in
   * the previous read, or it was not there yet and is final already (a short job starts and
   * ends between two reads). Jobs that had ended before the first read are not reported. The
   * host refreshes what the job changed (an import's metafields).
   */
  onJobEnded?: ((job: J) => void) | undefined;
  /**
   * How long a submitted start may take to appear in the history before the poller stops
   * waiting for it. @default 60000
   */
  startGraceMs?: number;
  /** The HTTP status of a failed read. @default the rejection's numeric `status` */
  httpStatusOf?: (error: unknown) => number | undefined;
  timers?: PollerTimers;
  /** @default Date.now */
  now?: () => number;
}

export interface JobHistorySnapshot<J extends PolledJob> {
  /** The last jobs read, or undefined before the first successful read. */
  jobs: readonly J[] | undefined;
  /** A read is in flight. */
  isLoading: boolean;
  /** The last read failed (the jobs, if any, are from an earlier read). */
  isError: boolean;
  /** The last read's failure. */
  error: unknown;
  /** Retries made since the last successful read. */
  retriesSoFar: number;
  /** Retries are used up: nothing more is read until `refresh()` or `notifyStarted()`. */
  hasGivenUp: boolean;
  /** A read answered 401: the poller has stopped for good. */
  isUnauthorized: boolean;
  /** When the last successful read finished (ms since the epoch); measure running jobs to it. */
  readAt: number | undefined;
  /** Another read is scheduled (polling or retrying). */
  isScheduled: boolean;
}

const defaultTimers: PollerTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/**
 * The history read schedule of spec section 4, free of any framework: read at `start()`; while
 * a job is not final or a start was just submitted (`notifyStarted()`), read again every
 * poll interval after the previous read settles, so two reads are never in flight; otherwise
 * stop. A failed read is retried after the retry delay at most 10 times (core's
 * `shouldRetryJobHistory`); a 401 calls `onUnauthorized` and ends everything.
 */
export class JobHistoryPoller<J extends PolledJob = Job> {
  private options: JobHistoryPollerOptions<J>;
  private readonly timers: PollerTimers;
  private readonly now: () => number;
  private readonly listeners = new Set<() => void>();

  private snapshot: JobHistorySnapshot<J> = {
    jobs: undefined,
    isLoading: false,
    isError: false,
    error: undefined,
    retriesSoFar: 0,
    hasGivenUp: false,
    isUnauthorized: false,
    readAt: undefined,
    isScheduled: false,
  };

  private timer: unknown = undefined;
  private running = false;
  /** Bumped by `stop()`, so a read that settles afterwards changes nothing. */
  private generation = 0;
  private reloadRequested = false;
  /** When a start was submitted and which jobs existed then; null when none is awaited. */
  private awaitedStart: { at: number; knownIds: Set<J['id']> } | null = null;

  constructor(options: JobHistoryPollerOptions<J>) {
    this.options = options;
    this.timers = options.timers ?? defaultTimers;
    this.now = options.now ?? Date.now;
  }

  private get timing(): JobHistoryTimingOverride {
    return this.options.timing ?? jobHistoryTiming[this.options.kind];
  }

  /**
   * Replaces the loader, the 401 handler, the kind or the timing (a re-render with new props).
   * New intervals apply from the next read scheduled.
   */
  configure(
    change: Partial<
      Pick<JobHistoryPollerOptions<J>, 'load' | 'onUnauthorized' | 'onJobEnded' | 'kind' | 'timing'>
    >,
  ): void {
    this.options = { ...this.options, ...change };
  }

  getSnapshot = (): JobHistorySnapshot<J> => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Reads now and follows the schedule from there. Restartable after `stop()`. */
  start(): void {
    if (this.running || this.snapshot.isUnauthorized) return;
    this.running = true;
    this.read();
  }

  /** Clears the timer and ignores a read in flight (unmount). */
  stop(): void {
    this.running = false;
    this.generation += 1;
    this.reloadRequested = false;
    this.clearTimer();
    this.update({ isLoading: false, isScheduled: false });
  }

  /**
   * A start (import upload or export) was just submitted: poll until its job appears, even
   * though no job runs yet. Reads at once unless a read is in flight or already scheduled.
   */
  notifyStarted(): void {
    if (this.snapshot.isUnauthorized) return;
    const knownIds = new Set((this.snapshot.jobs ?? []).map((job) => job.id));
    this.awaitedStart = { at: this.now(), knownIds };
    if (!this.running) return;
    if (this.snapshot.hasGivenUp) this.update({ hasGivenUp: false, retriesSoFar: 0 });
    if (!this.snapshot.isLoading && this.timer === undefined) this.read();
  }

  /** Reads now (after the read in flight, if any), whatever the schedule. */
  refresh(): void {
    if (!this.running || this.snapshot.isUnauthorized) return;
    if (this.snapshot.isLoading) {
      this.reloadRequested = true;
      return;
    }
    this.clearTimer();
    this.update({ hasGivenUp: false, retriesSoFar: 0 });
    this.read();
  }

  private read(): void {
    const generation = this.generation;
    this.clearTimer();
    this.update({ isLoading: true, isScheduled: false });
    let pending: Promise<readonly J[]>;
    try {
      pending = this.options.load();
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (jobs) => {
        if (generation === this.generation) this.succeeded(jobs);
      },
      (error: unknown) => {
        if (generation === this.generation) this.failed(error);
      },
    );
  }

  private succeeded(jobs: readonly J[]): void {
    const readAt = this.now();
    const ended = this.endedSince(this.snapshot.jobs, jobs);
    const awaited = this.awaitedStart;
    if (
      awaited &&
      (jobs.some((job) => !awaited.knownIds.has(job.id)) ||
        readAt - awaited.at >= (this.options.startGraceMs ?? 60_000))
    ) {
      this.awaitedStart = null;
    }
    this.update({
      jobs,
      isLoading: false,
      isError: false,
      error: undefined,
      retriesSoFar: 0,
      hasGivenUp: false,
      readAt,
    });
    // Reported once the snapshot holds the ended jobs, so a listener reading it sees them.
    for (const job of ended) this.options.onJobEnded?.(job);
    if (this.takeReloadRequest()) return;
    const interval = jobHistoryPollInterval(this.options.kind, jobs, this.awaitedStart !== null);
    if (interval !== false) this.schedule(this.options.timing?.pollIntervalMs ?? interval);
  }

  /** The jobs final in `next` that were running, or absent, in `previous` (none on a first read). */
  private endedSince(previous: readonly J[] | undefined, next: readonly J[]): J[] {
    if (previous === undefined || this.options.onJobEnded === undefined) return [];
    const wasFinal = new Map(previous.map((job) => [job.id, isJobFinal(job.status)]));
    return next.filter((job) => isJobFinal(job.status) && wasFinal.get(job.id) !== true);
  }

  private failed(error: unknown): void {
    const status = (this.options.httpStatusOf ?? statusOf)(error);
    if (status === 401) {
      this.running = false;
      this.reloadRequested = false;
      this.awaitedStart = null;
      this.update({ isLoading: false, isError: true, error, isUnauthorized: true });
      this.options.onUnauthorized();
      return;
    }
    const { retriesSoFar } = this.snapshot;
    const willRetry = shouldRetryJobHistory(retriesSoFar, status);
    this.update({ isLoading: false, isError: true, error, hasGivenUp: !willRetry });
    if (this.takeReloadRequest()) return;
    if (willRetry) {
      this.update({ retriesSoFar: retriesSoFar + 1 });
      this.schedule(this.timing.retryDelayMs);
    }
  }

  private takeReloadRequest(): boolean {
    if (!this.reloadRequested) return false;
    this.reloadRequested = false;
    this.update({ hasGivenUp: false, retriesSoFar: 0 });
    this.read();
    return true;
  }

  private schedule(ms: number): void {
    const generation = this.generation;
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined;
      if (generation === this.generation && this.running) this.read();
    }, ms);
    this.update({ isScheduled: true });
  }

  private clearTimer(): void {
    if (this.timer === undefined) return;
    this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private update(change: Partial<JobHistorySnapshot<J>>): void {
    const next = { ...this.snapshot, ...change };
    const changed = (Object.keys(change) as (keyof JobHistorySnapshot<J>)[]).some(
      (key) => !Object.is(next[key], this.snapshot[key]),
    );
    if (!changed) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
