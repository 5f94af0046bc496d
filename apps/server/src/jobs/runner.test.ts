import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStores } from '../stores/stores.js';
import { testDatabase } from '../testing/databases.js';
import { saveTestStores } from '../testing/testStores.js';
import { JobFailure } from './jobFailure.js';
import { createJobFileStore } from './jobFileStore.js';
import { createJobsRepo, MAX_ERRORS } from './jobsRepo.js';
import { createJobRunner, type JobHandler, type JobRunnerOptions } from './runner.js';
import { wireJob } from './wire.js';

const key = Buffer.alloc(32, 'runner-test').toString('base64');
const silentLog = { error: vi.fn() } as unknown as JobRunnerOptions['log'];

let cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** A database with two installed stores, and a runner factory over it. */
async function setUp(now?: () => Date) {
  // On SQLite: the runner's tests stay on the embedded default (ADR 0026).
  const { database, dispose } = await testDatabase('sqlite');
  cleanups.push(dispose);
  const stores = await createStores(database, key);
  await saveTestStores(stores, ['one', 'two']);
  const jobs = createJobsRepo(database, now);
  const files = createJobFileStore(database);
  const runnerOf = (handler: JobHandler, options: Partial<JobRunnerOptions> = {}) => {
    const runner = createJobRunner({
      jobs,
      stores,
      handlers: { 'metafield-export': handler },
      files,
      config: { PLATFORM_URL: 'http://127.0.0.1:9', APP_CLIENT_ID: 'test-app' },
      log: silentLog,
      ...options,
    });
    cleanups.push(() => runner.stop());
    return runner;
  };
  const newJob = (storeHash = 'one') =>
    jobs.create({ storeHash, kind: 'metafield-export', subject: 'product', type: 'custom' });
  return { files, jobs, stores, runnerOf, newJob };
}

/** Three batches of ten items, recorded one by one, stopping early when cancel is asked. */
const threeBatches: JobHandler = async ({ job, record, cancelRequested }) => {
  const done = (job.checkpoint as { batches: number } | null)?.batches ?? 0;
  for (let batch = done + 1; batch <= 3; batch++) {
    if (await cancelRequested()) return 'cancelled';
    await record({
      checkpoint: { batches: batch },
      itemsProcessed: batch * 10,
      total: 30,
      progressPercent: (batch / 3) * 100,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return 'completed';
};

describe('the job runner', () => {
  it('takes a pending job through in progress to completed, with its counts and times', async () => {
    const { jobs, runnerOf, newJob } = await setUp();
    const job = await newJob();
    expect(job).toMatchObject({ status: 'pending', startedAt: null, progressPercent: 0 });
    const seen: string[] = [];
    const runner = runnerOf(async (running) => {
      seen.push((await jobs.read(running.job.id)).status);
      return threeBatches(running);
    });
    await runner.start();
    await runner.idle();
    const done = await jobs.read(job.id);
    expect(seen).toEqual(['in_progress']);
    expect(done).toMatchObject({
      status: 'completed',
      progressPercent: 100,
      itemsProcessed: 30,
      total: 30,
      checkpoint: { batches: 3 },
      errors: [],
    });
    expect(Date.parse(done.finishedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(done.startedAt ?? ''),
    );
  });

  it("fails a job with the failure's message, or a general one for a bug (logged)", async () => {
    const { jobs, runnerOf, newJob } = await setUp();
    const refused = await newJob('one');
    const broken = await newJob('two');
    const runner = runnerOf(async ({ job }) => {
      if (job.id === refused.id) throw new JobFailure('The file is not a CSV file.');
      throw new TypeError('x is undefined');
    });
    await runner.start();
    await runner.idle();
    expect(await jobs.read(refused.id)).toMatchObject({
      status: 'failed',
      errors: ['The file is not a CSV file.'],
    });
    expect(await jobs.read(broken.id)).toMatchObject({
      status: 'failed',
      errors: ['The job stopped on an unexpected error. Please try again.'],
    });
    expect(silentLog.error).toHaveBeenCalled();
  });

  it('cancels between batches, keeping what was done', async () => {
    const { jobs, runnerOf, newJob } = await setUp();
    const job = await newJob();
    const runner = runnerOf(async (running) => {
      await running.record({ checkpoint: { batches: 1 }, itemsProcessed: 10, progressPercent: 33 });
      expect(await jobs.requestCancel('two', job.id)).toBe(false);
      expect(await jobs.requestCancel('one', job.id)).toBe(true);
      return threeBatches({ ...running, job: await jobs.read(job.id) });
    });
    await runner.start();
    await runner.idle();
    expect(await jobs.read(job.id)).toMatchObject({
      status: 'cancelled',
      itemsProcessed: 10,
      progressPercent: 100,
    });
    expect(await jobs.requestCancel('one', job.id)).toBe(false);
  });

  it('resumes an interrupted job from its checkpoint when it starts again', async () => {
    const { jobs, runnerOf, newJob } = await setUp();
    const job = await newJob();
    let release!: () => void;
    const first = runnerOf(async ({ record, signal }) => {
      await record({
        checkpoint: { batches: 1 },
        itemsProcessed: 10,
        total: 30,
        progressPercent: 33,
      });
      await new Promise<void>((resolve) => {
        release = resolve;
        signal.addEventListener('abort', () => resolve());
      });
      throw signal.reason;
    });
    await first.start();
    await vi.waitFor(async () => expect((await jobs.read(job.id)).itemsProcessed).toBe(10));
    await first.stop();
    expect(await jobs.read(job.id)).toMatchObject({
      status: 'in_progress',
      checkpoint: { batches: 1 },
    });
    release();

    const resumedFrom: unknown[] = [];
    const second = runnerOf(async (running) => {
      resumedFrom.push(running.job.checkpoint);
      return threeBatches(running);
    });
    await second.start();
    await second.idle();
    expect(resumedFrom).toEqual([{ batches: 1 }]);
    expect(await jobs.read(job.id)).toMatchObject({ status: 'completed', itemsProcessed: 30 });
  });

  it('runs one job per store at a time, and stores side by side', async () => {
    const { runnerOf, newJob } = await setUp();
    const ids = [(await newJob('one')).id, (await newJob('one')).id, (await newJob('two')).id];
    const active = new Set<number>();
    const overlaps: number[][] = [];
    const runner = runnerOf(async ({ job }) => {
      active.add(job.id);
      overlaps.push([...active].sort());
      await new Promise((resolve) => setTimeout(resolve, 20));
      active.delete(job.id);
      return 'completed';
    });
    await runner.start();
    await runner.idle();
    // The first job of each store ran together; the second of 'one' only after the first.
    expect(overlaps).toContainEqual([ids[0], ids[2]].sort());
    expect(overlaps.some((set) => set.includes(ids[0]!) && set.includes(ids[1]!))).toBe(false);
  });

  it('fails the jobs of a store uninstalled meanwhile', async () => {
    const { jobs, stores, runnerOf, newJob } = await setUp();
    const job = await newJob();
    await stores.uninstall('one');
    const runner = runnerOf(threeBatches);
    await runner.start();
    await runner.idle();
    expect(await jobs.read(job.id)).toMatchObject({
      status: 'failed',
      errors: ['The store is no longer installed.'],
    });
  });

  it('keeps the first 1,000 errors and counts the rest, as the history shows them', async () => {
    const { jobs, newJob } = await setUp();
    const job = await newJob();
    const lines = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => `Row ${from + index}: refused`);
    await jobs.record(job.id, {
      checkpoint: 1,
      itemsProcessed: 900,
      progressPercent: 50,
      errors: lines(1, 900),
    });
    await jobs.record(job.id, {
      checkpoint: 2,
      itemsProcessed: 1500,
      progressPercent: 99,
      errors: lines(901, 600),
    });
    const finished = await jobs.finish(job.id, 'completed', ['The last one.']);
    expect(finished.errors).toHaveLength(MAX_ERRORS);
    expect(finished.errors.at(-1)).toBe('Row 1000: refused');
    expect(finished.errorsOmitted).toBe(501);
    expect(wireJob(finished, '/download').errors.at(-1)).toBe('501 more errors are not shown.');
  });

  it('runs a job once when two runners share the database', async () => {
    const { jobs, runnerOf, newJob } = await setUp();
    const job = await newJob();
    const runs: string[] = [];
    const handlerOf =
      (name: string): JobHandler =>
      async (running) => {
        runs.push(name);
        return threeBatches(running);
      };
    const first = runnerOf(handlerOf('first'));
    const second = runnerOf(handlerOf('second'));
    await first.start();
    await second.start();
    // The second also looks again while the first is still running the job.
    second.wake();
    await Promise.all([first.idle(), second.idle()]);
    second.wake();
    await second.idle();
    expect(runs).toEqual(['first']);
    expect(await jobs.read(job.id)).toMatchObject({ status: 'completed', itemsProcessed: 30 });
    expect(await jobs.lease(job.id)).toEqual({ owner: null, expiresAt: null });
  });

  it('leaves a job leased by a live process alone, and takes it over when the lease runs out', async () => {
    let clock = new Date('2026-11-01T10:00:00Z');
    const { jobs, runnerOf, newJob } = await setUp(() => clock);
    const job = await newJob();
    // Another machine's process claimed the job and then stopped renewing: it died.
    const elsewhere = 'another-host/4242/lease-test';
    expect((await jobs.claimNextOfStore(job.storeHash, elsewhere, 60_000, () => false))?.id).toBe(
      job.id,
    );
    const ran: number[] = [];
    const runner = runnerOf(
      async (running) => {
        ran.push(running.job.id);
        return threeBatches(running);
      },
      { now: () => clock },
    );
    await runner.start();
    await runner.idle();
    expect(ran).toEqual([]);
    expect((await jobs.read(job.id)).status).toBe('pending');

    clock = new Date('2026-11-01T10:01:01Z');
    runner.wake();
    await runner.idle();
    expect(ran).toEqual([job.id]);
    expect((await jobs.read(job.id)).status).toBe('completed');
  });

  it("takes over at once a lease of this machine's process that is gone", async () => {
    const { jobs, runnerOf, newJob } = await setUp();
    const job = await newJob();
    // A child that has exited: its pid names no process (the crash of a previous server).
    const child = spawnSync(process.execPath, ['-e', 'process.pid']);
    const gone = `${os.hostname()}/${child.pid}/crashed`;
    expect((await jobs.claimNextOfStore(job.storeHash, gone, 3_600_000, () => false))?.id).toBe(
      job.id,
    );
    const runner = runnerOf(threeBatches);
    await runner.start();
    await runner.idle();
    expect((await jobs.read(job.id)).status).toBe('completed');
  });

  it('stops recording a job whose lease another process took over', async () => {
    const { jobs, runnerOf, newJob } = await setUp();
    const job = await newJob();
    const runner = runnerOf(
      async (running) => {
        await running.record({
          checkpoint: { batches: 1 },
          itemsProcessed: 10,
          progressPercent: 33,
        });
        // Stalled past its lease: another process claims the job meanwhile.
        const took = 'another-host/1/took-over';
        expect((await jobs.claimNextOfStore(job.storeHash, took, 60_000, () => true))?.id).toBe(
          job.id,
        );
        await running.record({
          checkpoint: { batches: 2 },
          itemsProcessed: 20,
          progressPercent: 66,
        });
        return 'completed';
      },
      { owner: `${os.hostname()}/${process.pid}/stalled` },
    );
    await runner.start();
    await runner.idle();
    expect(await jobs.read(job.id)).toMatchObject({
      status: 'in_progress',
      checkpoint: { batches: 1 },
    });
    expect((await jobs.lease(job.id)).owner).toBe('another-host/1/took-over');
  });

  it('removes only finished jobs after the retention week, with their files', async () => {
    let clock = new Date('2026-11-01T10:00:00Z');
    const { files, jobs, runnerOf, newJob } = await setUp(() => clock);
    const finished = await newJob();
    const queued = await newJob('two');
    await jobs.finish(finished.id, 'failed');
    for (const job of [finished, queued]) await files.append(job.id, 'input.csv', 'resource_id\n');
    // The queued job's store has a job running elsewhere: it stays queued, not removed.
    const busy = 'another-host/1/busy';
    expect((await jobs.claimNextOfStore('two', busy, 30 * 86_400_000, () => false))?.id).toBe(
      queued.id,
    );
    clock = new Date('2026-11-20T10:00:00Z');
    const runner = runnerOf(threeBatches, { now: () => clock });
    await runner.start();
    await runner.idle();
    await expect(jobs.read(finished.id)).rejects.toThrow();
    expect(await files.exists(finished.id, 'input.csv')).toBe(false);
    expect((await jobs.read(queued.id)).status).toBe('pending');
    expect(await files.readText(queued.id, 'input.csv')).toBe('resource_id\n');
  });

  it('keeps a job and its file until the retention week has passed', async () => {
    let clock = new Date('2026-11-01T10:00:00Z');
    const { files, jobs, runnerOf, newJob } = await setUp(() => clock);
    const old = await newJob();
    clock = new Date('2026-11-05T10:00:00Z');
    const recent = await newJob();
    for (const job of [old, recent]) await files.append(job.id, 'output.csv', 'id\n');
    await jobs.finish(old.id, 'completed');
    await jobs.finish(recent.id, 'completed');
    const runner = runnerOf(threeBatches, { now: () => new Date('2026-11-08T11:00:00Z') });
    await runner.start();
    await expect(jobs.read(old.id)).rejects.toThrow();
    expect(await files.exists(old.id, 'output.csv')).toBe(false);
    expect((await jobs.read(recent.id)).status).toBe('completed');
    expect(await files.readText(recent.id, 'output.csv')).toBe('id\n');
  });
});
