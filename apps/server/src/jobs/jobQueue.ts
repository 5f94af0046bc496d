import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

/** pg-boss's queue of stores that have jobs to run: a message names a store, not a job. */
const STORES_QUEUE = 'stores-with-jobs';
/** Retention's queue: the schedule below sends one message per slot, for one instance. */
const RETENTION_QUEUE = 'job-retention';

/** What the queue runs for the job runner. */
export interface QueueWork {
  /**
   * Runs the store's jobs one after another. `retriesLeft` says whether pg-boss will send the
   * message again if this throws: a run that throws is retried, with backoff, from its checkpoint.
   */
  drainStore(storeHash: string, retriesLeft: boolean): Promise<unknown>;
  /** Removes finished jobs past the retention week. */
  removeExpired(): Promise<void>;
}

export interface JobQueueOptions {
  connectionString: string;
  /** Stores this instance runs at once: one pg-boss worker each. */
  workers: number;
  /**
   * How long a message stays taken by an instance that does not finish it (it was killed)
   * before pg-boss hands it to another: our lease's length, since a job's lease must run out
   * before a survivor can take the job over.
   */
  expireInSeconds: number;
  /** How often a worker asks for messages sent by other instances. */
  pollingIntervalSeconds?: number;
  /** Attempts after the first, for a run that failed on something unexpected, and the first wait. */
  retry?: { limit: number; delaySeconds: number };
  log: FastifyBaseLogger;
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/**
 * Dispatch of jobs on PostgreSQL through pg-boss (ADR 0027). A message names a store with jobs
 * waiting; any instance's worker takes it and runs that store's jobs under our leases, which
 * also keep a store to one job at a time across instances. The `short` policy keeps at most one
 * message waiting per store, however many jobs are created. pg-boss expires a message whose
 * instance died and sends it again (retries with backoff), and runs retention once per slot
 * across every instance.
 */
export function createJobQueue(options: JobQueueOptions) {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: 'pgboss',
    max: options.workers + 2,
    // Expired messages are found by pg-boss's maintenance: as often as one may expire.
    maintenanceIntervalSeconds: options.expireInSeconds,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'the job queue failed'));
  const workerIds: string[] = [];
  let stopped = false;

  return {
    async start(work: QueueWork): Promise<void> {
      await boss.start();
      const retry = options.retry ?? { limit: 3, delaySeconds: 10 };
      await boss.createQueue(STORES_QUEUE, {
        name: STORES_QUEUE,
        policy: 'short',
        expireInSeconds: options.expireInSeconds,
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: true,
      });
      await boss.createQueue(RETENTION_QUEUE, { name: RETENTION_QUEUE, policy: 'short' });
      const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
      for (let index = 0; index < options.workers; index++) {
        workerIds.push(
          await boss.work<{ storeHash: string }>(
            STORES_QUEUE,
            { ...polling, batchSize: 1, includeMetadata: true },
            async ([message]) => {
              if (!message) return;
              await work.drainStore(
                message.data.storeHash,
                message.retryCount < message.retryLimit,
              );
            },
          ),
        );
      }
      await boss.work(RETENTION_QUEUE, polling, () => work.removeExpired());
      await boss.schedule(RETENTION_QUEUE, '*/10 * * * *');
    },

    /** Says these stores have jobs to run; any instance's worker takes each. */
    async send(storeHashes: readonly string[]): Promise<void> {
      for (const storeHash of storeHashes) {
        await boss.send(STORES_QUEUE, { storeHash }, { singletonKey: storeHash });
      }
      // This instance's workers ask at once rather than at their next poll.
      for (const id of workerIds) boss.notifyWorker(id);
    },

    /** Messages waiting, waiting for a retry, or taken: 0 when no store has work queued. */
    pending: (): Promise<number> => boss.getQueueSize(STORES_QUEUE, { before: 'completed' }),

    /** Throws when the queue does not answer (health). */
    async check(): Promise<void> {
      if (stopped) throw new Error('the job queue has stopped');
      if (!(await boss.getQueue(STORES_QUEUE))) throw new Error('the job queue is not set up');
    },

    /** Takes no more messages: the first step of a shutdown (the runs under way go on). */
    async pause(): Promise<void> {
      await boss.offWork(STORES_QUEUE);
      await boss.offWork(RETENTION_QUEUE);
    },

    /** Disconnects, once the runs under way have stopped and handed their stores over. */
    async stop(): Promise<void> {
      stopped = true;
      await boss.stop({ graceful: true, wait: true });
    },
  };
}
