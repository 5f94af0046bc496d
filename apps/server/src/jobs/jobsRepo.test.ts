import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database/database.js';
import { dialects, testDatabase, type TestDatabase } from '../testing/databases.js';
import { JobInterrupted } from './jobFailure.js';
import { createJobsRepo, MAX_ERRORS, type JobsRepo } from './jobsRepo.js';

describe.each(dialects)('the jobs table on %s', (dialect) => {
  let test: TestDatabase;
  let jobs: JobsRepo;
  beforeEach(async () => {
    test = await testDatabase(dialect);
    await sql`INSERT INTO stores (store_hash, name, access_token) VALUES ('s', 's', 't')`.execute(
      test.database.queries,
    );
    jobs = createJobsRepo(test.database);
  });
  afterEach(() => test.dispose());

  const newJob = () =>
    jobs.create({ storeHash: 's', kind: 'value-import', subject: '1', type: 'import' });

  /** Another process on the same database: its own connection(s), its own repository. */
  async function secondProcess(): Promise<{ database: Database; jobs: JobsRepo }> {
    const database = await openDatabase({ dataDir: test.dataDir, databaseUrl: test.databaseUrl });
    return { database, jobs: createJobsRepo(database) };
  }

  it("gives a store's next job to one of two processes claiming at once, and no other of its jobs", async () => {
    const first = await newJob();
    await newJob();
    // Instances share PostgreSQL only. SQLite's file lock makes better-sqlite3 wait synchronously,
    // which two connections in one thread cannot do for each other: its six claims queue on one.
    const other =
      dialect === 'postgres' ? await secondProcess() : { database: test.database, jobs };
    try {
      const claims = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          (index % 2 ? other.jobs : jobs).claimNextOfStore(
            's',
            `owner-${index}`,
            60_000,
            () => false,
          ),
        ),
      );
      // One job of a store at a time: the oldest, to one owner; the second waits for it.
      expect(claims.filter(Boolean).map((claimed) => claimed?.id)).toEqual([first.id]);
      const winner = claims.findIndex(Boolean);
      expect((await jobs.lease(first.id)).owner).toBe(`owner-${winner}`);
    } finally {
      if (other.database !== test.database) await other.database.close();
    }
  });

  it('takes a lease whose holder is gone, and never a final job', async () => {
    const job = await newJob();
    const claim = (owner: string, isGone: (holder: string) => boolean = () => false) =>
      jobs.claimNextOfStore('s', owner, 60_000, isGone);
    expect((await claim('a'))?.id).toBe(job.id);
    expect(await claim('b')).toBeUndefined();
    expect((await claim('b', (holder) => holder === 'a'))?.id).toBe(job.id);
    await jobs.release(job.id, 'b');
    expect(await jobs.lease(job.id)).toEqual({ owner: null, expiresAt: null });
    await jobs.finish(job.id, 'completed');
    expect(await claim('c')).toBeUndefined();
  });

  it('records a batch with its effects only while the lease is held, all or nothing', async () => {
    const job = await newJob();
    const effect = (name: string) => async (queries: typeof test.database.queries) => {
      await sql`INSERT INTO custom_objects (store_hash, name, plural_name, slug)
        VALUES ('s', ${name}, ${name}, ${name})`.execute(queries);
    };
    const names = async () =>
      (
        await sql<{ name: string }>`SELECT name FROM custom_objects ORDER BY id`.execute(
          test.database.queries,
        )
      ).rows.map((row) => row.name);
    await jobs.claimNextOfStore('s', 'a', 60_000, () => false);
    await jobs.record(
      job.id,
      { checkpoint: 1, itemsProcessed: 1, progressPercent: 10 },
      effect('one'),
      'a',
    );
    // Another process took the job over: the stalled one's batch is not written at all.
    await jobs.claimNextOfStore('s', 'b', 60_000, () => true);
    await expect(
      jobs.record(
        job.id,
        { checkpoint: 2, itemsProcessed: 2, progressPercent: 20 },
        effect('two'),
        'a',
      ),
    ).rejects.toBeInstanceOf(JobInterrupted);
    // A batch whose effects fail leaves its checkpoint unwritten too.
    await expect(
      jobs.record(
        job.id,
        { checkpoint: 3, itemsProcessed: 3, progressPercent: 30 },
        async (queries) => {
          await effect('three')(queries);
          throw new Error('refused');
        },
        'b',
      ),
    ).rejects.toThrow('refused');
    expect(await names()).toEqual(['one']);
    expect(await jobs.read(job.id)).toMatchObject({ checkpoint: 1, itemsProcessed: 1 });
    // The former holder cannot end it either.
    expect((await jobs.finish(job.id, 'failed', ['late'], 'a')).status).toBe('pending');
  });

  it('keeps the first errors and counts the rest', async () => {
    const job = await newJob();
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `line ${index}`);
    await jobs.record(job.id, {
      checkpoint: 1,
      itemsProcessed: 1,
      progressPercent: 1,
      errors: lines(900),
    });
    await jobs.record(job.id, {
      checkpoint: 2,
      itemsProcessed: 2,
      progressPercent: 2,
      errors: lines(200),
    });
    const finished = await jobs.finish(job.id, 'cancelled');
    expect(finished).toMatchObject({
      status: 'cancelled',
      progressPercent: 100,
      errorsOmitted: 100,
    });
    expect(finished.errors).toHaveLength(MAX_ERRORS);
    expect(await jobs.requestCancel('s', job.id)).toBe(false);
  });
});
