import { historyRetentionMs } from '@metafields/core';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database, Queries } from '../database/database.js';
import { platformStoreOf, type PlatformStore } from '../platformClient/json.js';
import type { Stores } from '../stores/stores.js';
import { JobFailure, JobInterrupted } from './jobFailure.js';
import { filesOfJob, type JobFiles, type JobFileStore } from './jobFileStore.js';
import { LEASE_MS, LEASE_RENEW_MS } from './jobLimits.js';
import { isGoneLocalOwner, newOwnerId } from './jobOwner.js';
import type { JobQueue } from './jobQueue.js';
import { adoptLegacyJobFiles } from './legacyJobFiles.js';
import type { JobKind, JobProgress, JobRecord, JobsRepo } from './jobsRepo.js';

/** What a job's work is given. */
export interface RunningJob {
  /** The job as it was when this run began: a resumed job carries its last checkpoint. */
  job: JobRecord;
  /** Its files, in the database: an append given `record`'s queries commits with the batch. */
  files: JobFiles;
  platform: PlatformStore;
  /** Aborted when the server closes: stop, and the job resumes from its checkpoint on restart. */
  signal: AbortSignal;
  /**
   * Records a batch: its checkpoint and counts, with its effects on this database, in one
   * transaction (`effects` write through the queries they are given). Call it only after the
   * batch's platform writes and file bytes are done.
   */
  record(progress: JobProgress, effects?: (queries: Queries) => Promise<void>): Promise<void>;
  /** Whether the merchant asked to cancel: checked between batches. */
  cancelRequested(): Promise<boolean>;
}

/**
 * The work of one kind of job, batch after batch from `job.checkpoint`. Every platform write must
 * be idempotent (create-or-update on resource, namespace and key), since the batch after the
 * last recorded one runs again after a crash. Answers how it ended; throws `JobFailure` to fail.
 */
export type JobHandler = (running: RunningJob) => Promise<'completed' | 'cancelled'>;

export interface JobRunnerOptions {
  jobs: JobsRepo;
  stores: Stores;
  handlers: Partial<Record<JobKind, JobHandler>>;
  files: JobFileStore;
  /** Where a server before ADR 0027 kept job files: moved into the database at start. */
  legacy?: { dataDir: string; database: Database };
  config: Pick<ServerConfig, 'PLATFORM_URL' | 'APP_CLIENT_ID'>;
  log: FastifyBaseLogger;
  /**
   * pg-boss on PostgreSQL (ADR 0027): jobs are dispatched to any instance, retried with backoff,
   * and retention runs once per slot. Without it (SQLite), this process finds its own work.
   */
  queue?: JobQueue;
  /** Stores whose jobs run at once in this process (a store runs one job at a time): two cores. */
  concurrency?: number;
  /** How often the runner looks for jobs it was not told about, and removes old ones. */
  pollMs?: number;
  now?: () => Date;
  /**
   * The change history's retention (issue 28): changes older than `keepMs` go with the expired
   * jobs, by the same cleanup (once per slot with a queue).
   */
  changeHistory?: { removeBefore(before: Date): Promise<number>; keepMs: number };
  /** This runner's name on the leases it takes (ADR 0011); a new one by default. */
  owner?: string;
  /** How long a lease lasts unrenewed, and how often running jobs' leases are renewed. */
  lease?: { ms: number; renewMs: number };
}

const unexpected = 'The job stopped on an unexpected error. Please try again.';
const storeGone = 'The store is no longer installed.';

/** A store's jobs running in this process; `again` is set when more may have arrived meanwhile. */
interface Drain {
  again: boolean;
  done: Promise<number>;
}

/**
 * Runs import and export jobs inside the server process, a store's jobs one after another.
 * Jobs not final when the server starts (a crash, a restart) are resumed from their
 * checkpoints. A job runs only under its lease, and a store's job only while no other job of
 * the store is leased, so that the processes over one database never run one job, or one
 * store, twice at once; a lease left by a process that died is taken over once it runs out (at
 * once when that process was on this machine). Finished jobs older than the retention week are
 * removed, with their files, and changes older than the change history keeps them.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { jobs, stores, handlers, files, config, log, queue } = options;
  const concurrency = options.concurrency ?? 2;
  const now = options.now ?? (() => new Date());
  const owner = options.owner ?? newOwnerId();
  const lease = options.lease ?? { ms: LEASE_MS, renewMs: LEASE_RENEW_MS };
  const draining = new Map<string, Drain>();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let renewal: NodeJS.Timeout | undefined;

  async function removeExpired() {
    for (const id of await jobs.finishedBefore(new Date(now().getTime() - historyRetentionMs))) {
      // Its file chunks go with it (ON DELETE CASCADE).
      await jobs.remove(id);
    }
    const history = options.changeHistory;
    if (history) await history.removeBefore(new Date(now().getTime() - history.keepMs));
  }

  /**
   * Runs the store's jobs, oldest first, until none is left or the server closes; answers how
   * many ran. A store already running here is only told to look again when it is done.
   */
  function drainStore(storeHash: string, retriesLeft = false): Promise<number> {
    const current = draining.get(storeHash);
    if (current) {
      current.again = true;
      return Promise.resolve(0);
    }
    const drain: Drain = { again: false, done: Promise.resolve(0) };
    drain.done = (async () => {
      let ran = 0;
      while (!stopping.signal.aborted) {
        const job = await jobs.claimNextOfStore(storeHash, owner, lease.ms, isGoneLocalOwner);
        if (!job) {
          if (!drain.again) break;
          drain.again = false;
          continue;
        }
        ran++;
        await run(job, retriesLeft);
      }
      return ran;
    })().finally(() => draining.delete(storeHash));
    draining.set(storeHash, drain);
    return drain.done;
  }

  /** Without a queue: starts the stores with work that the concurrency allows, oldest first. */
  async function fillOnce() {
    for (const storeHash of await jobs.storesWithWork()) {
      if (stopping.signal.aborted) return;
      // A store running here is told to look again before it stops; another needs a free slot.
      if (!draining.has(storeHash) && draining.size >= concurrency) continue;
      // A store that ran something may have freed a slot for another: look again. One whose
      // job runs elsewhere ran nothing, and waits for the next poll.
      void drainStore(storeHash).then(
        (ran) => ran > 0 && wake(),
        (error: unknown) => log.error({ err: error, storeHash }, 'jobs could not be run'),
      );
    }
  }

  // One fill at a time: two interleaved would both see a store not yet running. A call during
  // a fill runs one more.
  let filling: Promise<void> | undefined;
  let fillAgain = false;
  function fill(): Promise<void> {
    if (filling) {
      fillAgain = true;
      return filling;
    }
    filling = (async () => {
      do {
        fillAgain = false;
        await fillOnce();
      } while (fillAgain);
    })().finally(() => {
      filling = undefined;
    });
    return filling;
  }

  /** With a queue: tells every instance which stores have work (a store waits at most once). */
  const announcing = new Set<Promise<void>>();
  function announce(): Promise<void> {
    const sent = (async () => queue?.send(await jobs.storesWithWork()))();
    announcing.add(sent);
    return sent.finally(() => announcing.delete(sent));
  }

  /** A job was created, or may wait: started here or, with a queue, by any instance. */
  function wake(): void {
    (queue ? announce() : fill()).catch((error: unknown) =>
      log.error({ err: error }, 'jobs could not be started'),
    );
  }

  async function run(queued: JobRecord, retriesLeft: boolean): Promise<void> {
    try {
      await runClaimed(queued, retriesLeft);
    } finally {
      await jobs.release(queued.id, owner);
    }
  }

  async function runClaimed(queued: JobRecord, retriesLeft: boolean): Promise<void> {
    const handler = handlers[queued.kind];
    const store = await stores.find(queued.storeHash);
    if (!handler || !store?.active) {
      await jobs.finish(queued.id, 'failed', [handler ? storeGone : unexpected], owner);
      return;
    }
    const job = await jobs.start(queued.id);
    try {
      const outcome = await handler({
        job,
        files: filesOfJob(files, job.id),
        platform: platformStoreOf(config, store),
        signal: stopping.signal,
        record: (progress, effects) => jobs.record(job.id, progress, effects, owner),
        cancelRequested: async () => (await jobs.read(job.id)).cancelRequested,
      });
      await jobs.finish(job.id, outcome, [], owner);
    } catch (error) {
      if (stopping.signal.aborted || error instanceof JobInterrupted) return;
      if (error instanceof JobFailure) {
        await jobs.finish(job.id, 'failed', [error.message], owner);
        return;
      }
      log.error({ err: error, job: job.id }, 'job failed unexpectedly');
      // The queue sends the store again after a wait: the job resumes from its checkpoint.
      if (retriesLeft) throw error;
      await jobs.finish(job.id, 'failed', [unexpected], owner);
    }
  }

  const running = () => [...draining.values()].map((drain) => drain.done.catch(() => 0));

  return {
    /** Resumes unfinished jobs and starts watching for new and expired ones. */
    async start() {
      if (options.legacy) {
        await adoptLegacyJobFiles(options.legacy.dataDir, options.legacy.database, files);
      }
      if (queue) {
        await queue.start({ drainStore, removeExpired });
        await announce();
      } else {
        await removeExpired();
        await fill();
      }
      renewal = setInterval(() => {
        if (draining.size === 0) return;
        jobs
          .renewLeases(owner, lease.ms)
          .catch((error: unknown) => log.error({ err: error }, 'job leases could not be renewed'));
      }, lease.renewMs);
      renewal.unref();
      // With a queue, the poll finds what a message missed: a job whose instance died before
      // it said so, or whose lease ran out after its message was done.
      timer = setInterval(() => {
        (queue ? announce() : removeExpired().then(fill)).catch((error: unknown) =>
          log.error({ err: error }, 'jobs could not be polled'),
        );
      }, options.pollMs ?? 60_000);
      timer.unref();
    },
    wake,
    /**
     * Stops between batches; unfinished jobs resume on the next start, or, with a queue, at
     * once on another instance.
     */
    async stop() {
      clearInterval(timer);
      clearInterval(renewal);
      await queue?.pause();
      stopping.abort(new JobInterrupted('the server is closing'));
      // A fill under way may still start a store: wait for it to have done so.
      await filling?.catch(() => undefined);
      await Promise.all(running());
      if (queue) {
        await announce().catch((error: unknown) =>
          log.error({ err: error }, 'unfinished jobs could not be handed over'),
        );
        await queue.stop();
      }
    },
    /** Resolves when no job is running or, with a queue, waiting for an instance (tests, benchmarks). */
    async idle() {
      for (;;) {
        await filling;
        await Promise.all([...announcing].map((sent) => sent.catch(() => undefined)));
        await Promise.all(running());
        if (filling || announcing.size > 0 || draining.size > 0) continue;
        if (!queue || (await queue.pending()) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    /** Throws when the queue does not answer (health). */
    async check() {
      if (stopping.signal.aborted) throw new Error('the job runner has stopped');
      await queue?.check();
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
