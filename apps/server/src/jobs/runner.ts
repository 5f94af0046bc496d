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
  /** Jobs at once: two cores, so two overall and one per store by default. */
  concurrency?: { overall: number; perStore: number };
  /** How often the runner looks for jobs it was not told about, and removes old ones. */
  pollMs?: number;
  now?: () => Date;
  /** This runner's name on the leases it takes (ADR 0011); a new one by default. */
  owner?: string;
  /** How long a lease lasts unrenewed, and how often running jobs' leases are renewed. */
  lease?: { ms: number; renewMs: number };
}

const unexpected = 'The job stopped on an unexpected error. Please try again.';
const storeGone = 'The store is no longer installed.';

/**
 * Runs import and export jobs inside the server process. Jobs not final when the server starts
 * (a crash, a restart) are resumed from their checkpoints. A job runs only under its lease, so
 * that two processes over the same data never run one job at once; a lease left by a process
 * that died is taken over once it runs out (at once when that process was on this machine).
 * Finished jobs older than the retention week are removed, with their files.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { jobs, stores, handlers, files, config, log } = options;
  const limits = options.concurrency ?? { overall: 2, perStore: 1 };
  const now = options.now ?? (() => new Date());
  const owner = options.owner ?? newOwnerId();
  const lease = options.lease ?? { ms: LEASE_MS, renewMs: LEASE_RENEW_MS };
  const running = new Map<number, { storeHash: string; done: Promise<void> }>();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let renewal: NodeJS.Timeout | undefined;

  async function removeExpired() {
    for (const id of await jobs.finishedBefore(new Date(now().getTime() - historyRetentionMs))) {
      // Its file chunks go with it (ON DELETE CASCADE).
      await jobs.remove(id);
    }
  }

  function busyStores(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const { storeHash } of running.values()) {
      counts.set(storeHash, (counts.get(storeHash) ?? 0) + 1);
    }
    return counts;
  }

  /** Starts what the limits allow, oldest first. */
  async function fillOnce() {
    if (stopping.signal.aborted) return;
    const perStore = busyStores();
    for (const job of await jobs.unfinished()) {
      if (running.size >= limits.overall || stopping.signal.aborted) return;
      if (running.has(job.id) || (perStore.get(job.storeHash) ?? 0) >= limits.perStore) continue;
      // Another process runs it (or its lease has not run out yet): not ours to start.
      if (!(await jobs.claim(job.id, owner, lease.ms, isGoneLocalOwner))) continue;
      perStore.set(job.storeHash, (perStore.get(job.storeHash) ?? 0) + 1);
      const done = run(job).finally(() => {
        running.delete(job.id);
        wake();
      });
      running.set(job.id, { storeHash: job.storeHash, done });
    }
  }

  // One fill at a time: two interleaved would both see a job not yet running and both claim it
  // (a lease this runner holds is its own to take again). A call during a fill runs one more.
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

  /** A fill nobody waits for: its failure (the database out of reach) is logged, and retried by the next poll. */
  function wake(): void {
    fill().catch((error: unknown) => log.error({ err: error }, 'jobs could not be started'));
  }

  async function run(queued: JobRecord): Promise<void> {
    try {
      await runClaimed(queued);
    } finally {
      await jobs.release(queued.id, owner);
    }
  }

  async function runClaimed(queued: JobRecord): Promise<void> {
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
      await jobs.finish(job.id, 'failed', [unexpected], owner);
    }
  }

  return {
    /** Resumes unfinished jobs and starts watching for new and expired ones. */
    async start() {
      if (options.legacy) {
        await adoptLegacyJobFiles(options.legacy.dataDir, options.legacy.database, files);
      }
      await removeExpired();
      await fill();
      renewal = setInterval(() => {
        if (running.size === 0) return;
        jobs
          .renewLeases(owner, lease.ms)
          .catch((error: unknown) => log.error({ err: error }, 'job leases could not be renewed'));
      }, lease.renewMs);
      renewal.unref();
      timer = setInterval(() => {
        removeExpired()
          .then(fill)
          .catch((error: unknown) => log.error({ err: error }, 'jobs could not be polled'));
      }, options.pollMs ?? 60_000);
      timer.unref();
    },
    /** A job was just created: start it now if the limits allow. */
    wake,
    /** Stops between batches; unfinished jobs resume on the next start. */
    async stop() {
      clearInterval(timer);
      clearInterval(renewal);
      stopping.abort(new JobInterrupted('the server is closing'));
      // A fill under way may still start a job it had claimed: wait for it to have done so.
      await filling?.catch(() => undefined);
      await Promise.all([...running.values()].map((entry) => entry.done));
    },
    /** Resolves when no job is running (for tests and benchmarks). */
    async idle() {
      while (filling || running.size > 0) {
        await filling;
        await Promise.all([...running.values()].map((e) => e.done));
      }
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
