import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStores } from '../stores/stores.js';
import { testDatabase } from '../testing/databases.js';
import { saveTestStores } from '../testing/testStores.js';
import { createJobFileStore } from './jobFileStore.js';
import { createJobQueue } from './jobQueue.js';
import { createJobsRepo } from './jobsRepo.js';
import { createJobRunner, type JobHandler, type JobRunnerOptions } from './runner.js';

const key = Buffer.alloc(32, 'queue-test').toString('base64');
const log = { error: vi.fn(), warn: vi.fn() } as unknown as JobRunnerOptions['log'];

let cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/**
 * A PostgreSQL database with three installed stores, and "instances" over it: job runners,
 * each with its own pg-boss queue, as separate servers have (ADR 0027).
 */
async function setUp() {
  const { database, databaseUrl, dispose } = await testDatabase('postgres');
  cleanups.push(dispose);
  const stores = await createStores(database, key);
  await saveTestStores(stores, ['one', 'two', 'three']);
  const jobs = createJobsRepo(database);
  const instanceOf = (
    handler: JobHandler,
    retry: { limit: number; delaySeconds: number } = { limit: 0, delaySeconds: 1 },
  ) => {
    const runner = createJobRunner({
      jobs,
      stores,
      handlers: { 'metafield-export': handler },
      files: createJobFileStore(database),
      config: { PLATFORM_URL: 'http://127.0.0.1:9', APP_CLIENT_ID: 'test-app' },
      log,
      queue: createJobQueue({
        connectionString: databaseUrl ?? '',
        workers: 2,
        expireInSeconds: 60,
        pollingIntervalSeconds: 0.5,
        retry,
        log,
      }),
    });
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      await runner.stop();
    };
    cleanups.push(stop);
    return { runner, stop };
  };
  const newJob = (storeHash: string) =>
    jobs.create({ storeHash, kind: 'metafield-export', subject: 'product', type: 'custom' });
  return { jobs, instanceOf, newJob };
}

/** Waits until `condition` holds, asking again every few milliseconds. */
async function until(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('jobs on the pg-boss queue', () => {
  it('runs each job once across two instances, one job of a store at a time, stores side by side', async () => {
    const { jobs, instanceOf, newJob } = await setUp();
    const created = [];
    for (const storeHash of ['one', 'one', 'two', 'three', 'one', 'two']) {
      created.push(await newJob(storeHash));
    }
    const runs: Array<{ id: number; store: string }> = [];
    const active = new Map<number, string>();
    let storeOverlap = false;
    let sideBySide = false;
    const handler: JobHandler = async ({ job }) => {
      if ([...active.values()].includes(job.storeHash)) storeOverlap = true;
      active.set(job.id, job.storeHash);
      if (active.size > 1) sideBySide = true;
      runs.push({ id: job.id, store: job.storeHash });
      await new Promise((resolve) => setTimeout(resolve, 100));
      active.delete(job.id);
      return 'completed';
    };
    const first = instanceOf(handler);
    const second = instanceOf(handler);
    await first.runner.start();
    await second.runner.start();
    await Promise.all([first.runner.idle(), second.runner.idle()]);

    expect(runs.map((run) => run.id).sort()).toEqual(created.map((job) => job.id).sort());
    expect(storeOverlap).toBe(false);
    expect(sideBySide).toBe(true);
    // A store's jobs ran in the order they were created.
    const ofOne = runs.filter((run) => run.store === 'one').map((run) => run.id);
    expect(ofOne).toEqual([...ofOne].sort((a, b) => a - b));
    for (const job of created) {
      expect(await jobs.read(job.id)).toMatchObject({ status: 'completed' });
      expect(await jobs.lease(job.id)).toEqual({ owner: null, expiresAt: null });
    }
  });

  it('starts a job created later on whichever instance takes its message', async () => {
    const { jobs, instanceOf, newJob } = await setUp();
    const ran: number[] = [];
    const handler: JobHandler = async ({ job }) => {
      ran.push(job.id);
      return 'completed';
    };
    const first = instanceOf(handler);
    const second = instanceOf(handler);
    await first.runner.start();
    await second.runner.start();
    const job = await newJob('two');
    // The instance that made the job says so; the message is anyone's.
    first.runner.wake();
    await until(async () => (await jobs.read(job.id)).status === 'completed');
    expect(ran).toEqual([job.id]);
  });

  it('retries a run that failed unexpectedly, from its checkpoint, then fails it for good', async () => {
    const { jobs, instanceOf, newJob } = await setUp();
    const flaky = await newJob('one');
    const broken = await newJob('two');
    const starts: Array<{ id: number; from: unknown }> = [];
    const handler: JobHandler = async ({ job, record }) => {
      starts.push({ id: job.id, from: job.checkpoint });
      if (job.id === flaky.id && job.checkpoint === null) {
        await record({ checkpoint: { batches: 1 }, itemsProcessed: 10, progressPercent: 50 });
        throw new Error('the platform answered 502');
      }
      if (job.id === broken.id) throw new TypeError('x is undefined');
      await record({ checkpoint: { batches: 2 }, itemsProcessed: 20, progressPercent: 100 });
      return 'completed';
    };
    const instance = instanceOf(handler, { limit: 1, delaySeconds: 1 });
    await instance.runner.start();
    await instance.runner.idle();

    expect(await jobs.read(flaky.id)).toMatchObject({ status: 'completed', itemsProcessed: 20 });
    expect(starts.filter((start) => start.id === flaky.id)).toEqual([
      { id: flaky.id, from: null },
      { id: flaky.id, from: { batches: 1 } },
    ]);
    // One retry, then the general message the history shows.
    expect(starts.filter((start) => start.id === broken.id)).toHaveLength(2);
    expect(await jobs.read(broken.id)).toMatchObject({
      status: 'failed',
      errors: ['The job stopped on an unexpected error. Please try again.'],
    });
  });

  it('hands a running job to another instance when its own stops (SIGTERM), from the checkpoint', async () => {
    const { jobs, instanceOf, newJob } = await setUp();
    const starts: Array<{ by: string; from: unknown }> = [];
    type Name = 'first' | 'second';
    let taken = (_by: Name) => undefined as void;
    const takenBy = new Promise<Name>((resolve) => {
      taken = resolve;
    });
    const handlerOf =
      (name: Name): JobHandler =>
      async ({ job, record, signal }) => {
        starts.push({ by: name, from: job.checkpoint });
        if (job.checkpoint === null) {
          await record({ checkpoint: { batches: 1 }, itemsProcessed: 10, progressPercent: 50 });
          // The batch under way ends once its server is closing.
          taken(name);
          await new Promise((resolve) => signal.addEventListener('abort', resolve));
          signal.throwIfAborted();
        }
        await record({ checkpoint: { batches: 2 }, itemsProcessed: 20, progressPercent: 100 });
        return 'completed';
      };
    const instances = {
      first: instanceOf(handlerOf('first')),
      second: instanceOf(handlerOf('second')),
    };
    await instances.first.runner.start();
    await instances.second.runner.start();
    const job = await newJob('one');
    instances.first.runner.wake();
    const stopping = await takenBy;
    const other = stopping === 'first' ? 'second' : 'first';
    expect(await instances[other].runner.check()).toBeUndefined();

    await instances[stopping].stop();
    await expect(instances[stopping].runner.check()).rejects.toThrow();
    // Not at the other's next poll (a minute): at once, on the message the stopping one left.
    await until(async () => (await jobs.read(job.id)).status === 'completed');
    expect(starts).toEqual([
      { by: stopping, from: null },
      { by: other, from: { batches: 1 } },
    ]);
    expect(await jobs.read(job.id)).toMatchObject({ itemsProcessed: 20 });
  });
});
