import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.js';
import type { DialectName } from '../database/database.js';
import { dialects, testDatabase } from '../testing/databases.js';
import { jobFiles } from './jobFiles.js';
import { createJobsRepo, type NewJob } from './jobsRepo.js';
import { createImportJob, removeAbandonedUploads } from './jobUploads.js';

let cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function setUp(
  dialect: DialectName,
  limits = { activeJobsPerStore: 3, keptImportBytesPerStore: 1024 * 1024 },
) {
  const { database, dataDir, dispose } = await testDatabase(dialect);
  cleanups.push(dispose);
  await sql`
    INSERT INTO stores (store_hash, name, access_token)
    VALUES ('one', 'one', 't'), ('two', 'two', 't')`.execute(database.queries);
  const jobs = createJobsRepo(database, undefined, limits);
  const importJob = (storeHash = 'one'): NewJob => ({
    storeHash,
    kind: 'metafield-import',
    subject: 'product',
    type: 'custom',
    fileName: 'file.csv',
  });
  const uploadsDir = path.join(dataDir, 'jobs', 'uploads');
  const leftovers = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []);
  return { dataDir, jobs, importJob, leftovers };
}

const refusal = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe.each(dialects)('an import upload and its job on %s', (dialect) => {
  it('makes the job with its whole file and its refused rows at once, leaving no temporary file', async () => {
    const { dataDir, jobs, importJob, leftovers } = await setUp(dialect);
    const text = 'resource_id,namespace,key,value\n1,n,k,"é, 漢字"\n';
    const job = await createImportJob(jobs, dataDir, importJob(), text, {
      total: 1,
      errors: ['Row 3, column key: key is required.'],
    });
    expect(job).toMatchObject({
      status: 'pending',
      total: 1,
      errors: ['Row 3, column key: key is required.'],
    });
    expect(fs.readFileSync(jobFiles(dataDir, job.id).input, 'utf8')).toBe(text);
    expect(leftovers()).toEqual([]);
  });

  it('refuses the 4th job waiting in a store (429) and an upload over the bytes kept (413)', async () => {
    const { dataDir, jobs, importJob, leftovers } = await setUp(dialect);
    for (let count = 0; count < 3; count++)
      await createImportJob(jobs, dataDir, importJob(), 'a\n');
    expect(await refusal(() => createImportJob(jobs, dataDir, importJob(), 'a\n'))).toEqual({
      status: 429,
      message:
        'This store already has 3 imports and exports waiting or running. Please start this one when some of them have finished.',
    });
    expect(
      await refusal(() => jobs.create({ ...importJob(), kind: 'metafield-export' })),
    ).toMatchObject({
      status: 429,
    });
    // Another store has room; a finished job no longer counts.
    await createImportJob(jobs, dataDir, importJob('two'), 'a\n');
    const [first] = await jobs.history('one', 'metafield-import', 'product', new Date(0));
    await jobs.finish(first?.id ?? 0, 'completed');
    const fourth = await createImportJob(jobs, dataDir, importJob(), 'x'.repeat(1_000_000));
    await jobs.finish(fourth.id, 'completed');

    // 4 × 2 bytes and 1,000,000 are kept (finished jobs' files stay for the week), of 1 MiB.
    expect(
      await refusal(() => createImportJob(jobs, dataDir, importJob(), 'y'.repeat(50_000))),
    ).toEqual({
      status: 413,
      message:
        'The imported files this store keeps (each for a week) would go over 1 MB with this one. Please import it when older imports have been removed, or split it into smaller files.',
    });
    expect(
      (await createImportJob(jobs, dataDir, importJob(), 'y'.repeat(48_000))).id,
    ).toBeGreaterThan(0);
    // Refused uploads leave neither a temporary file nor a job folder behind.
    expect(leftovers()).toEqual([]);
    const folders = fs.readdirSync(path.join(dataDir, 'jobs')).filter((name) => name !== 'uploads');
    expect(folders.map(Number).sort((a, b) => a - b)).toEqual(
      [...(await jobs.withIdsLocked((ids) => ids))].sort((a, b) => a - b),
    );
  });

  it('removes at start what a crashed upload left: temporary files of gone processes, folders of no job', async () => {
    const { dataDir, jobs, importJob, leftovers } = await setUp(dialect);
    const kept = await createImportJob(jobs, dataDir, importJob(), 'kept\n');
    const uploads = path.join(dataDir, 'jobs', 'uploads');
    fs.mkdirSync(uploads, { recursive: true });
    const gonePid = spawnSync(process.execPath, ['-e', '0']).pid;
    const host = os.hostname();
    const gone = `${host}~${gonePid}~a.tmp`;
    const live = `${host}~${process.pid}~b.tmp`;
    const foreign = 'another-host~1~c.tmp';
    for (const name of [gone, live, foreign]) fs.writeFileSync(path.join(uploads, name), 'half');
    const orphan = jobFiles(dataDir, kept.id + 1);
    fs.mkdirSync(orphan.dir, { recursive: true });
    fs.writeFileSync(orphan.input, 'placed, never committed');

    await removeAbandonedUploads(dataDir, jobs);
    expect(leftovers().sort()).toEqual([foreign, live].sort());
    expect(fs.existsSync(orphan.dir)).toBe(false);
    expect(fs.readFileSync(jobFiles(dataDir, kept.id).input, 'utf8')).toBe('kept\n');

    // Another machine's temporary file goes after a day.
    await removeAbandonedUploads(dataDir, jobs, new Date(Date.now() + 2 * 86_400_000));
    expect(leftovers()).toEqual([live]);
  });
});
