import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.js';
import type { DialectName } from '../database/database.js';
import { dialects, testDatabase } from '../testing/databases.js';
import { createJobFileStore } from './jobFileStore.js';
import { createJobsRepo, type NewJob } from './jobsRepo.js';
import { createImportJob } from './jobUploads.js';

let cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function setUp(
  dialect: DialectName,
  limits = { activeJobsPerStore: 3, keptImportBytesPerStore: 1024 * 1024 },
) {
  const { database, dispose } = await testDatabase(dialect);
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
  const files = createJobFileStore(database);
  /** The jobs that have file chunks, and the import jobs there are. */
  const owners = async () => {
    const sorted = (rows: Array<{ id: number }>) =>
      rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    const chunks = await sql<{ id: number }>`
      SELECT DISTINCT job_id AS id FROM job_file_chunks`.execute(database.queries);
    const made = await sql<{ id: number }>`
      SELECT id FROM jobs WHERE kind = 'metafield-import'`.execute(database.queries);
    return { withFiles: sorted(chunks.rows), jobs: sorted(made.rows) };
  };
  return { files, jobs, importJob, owners };
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
  it('makes the job with its whole file and its refused rows at once', async () => {
    const { files, jobs, importJob } = await setUp(dialect);
    const text = 'resource_id,namespace,key,value\n1,n,k,"é, 漢字"\n';
    const job = await createImportJob(jobs, files, importJob(), text, {
      total: 1,
      errors: ['Row 3, column key: key is required.'],
    });
    expect(job).toMatchObject({
      status: 'pending',
      total: 1,
      errors: ['Row 3, column key: key is required.'],
    });
    expect(await files.readText(job.id, 'input.csv')).toBe(text);
  });

  it('refuses the 4th job waiting in a store (429) and an upload over the bytes kept (413)', async () => {
    const { files, jobs, importJob, owners } = await setUp(dialect);
    for (let count = 0; count < 3; count++) await createImportJob(jobs, files, importJob(), 'a\n');
    expect(await refusal(() => createImportJob(jobs, files, importJob(), 'a\n'))).toEqual({
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
    await createImportJob(jobs, files, importJob('two'), 'a\n');
    const [first] = await jobs.history('one', 'metafield-import', 'product', new Date(0));
    await jobs.finish(first?.id ?? 0, 'completed');
    const fourth = await createImportJob(jobs, files, importJob(), 'x'.repeat(1_000_000));
    await jobs.finish(fourth.id, 'completed');

    // 4 × 2 bytes and 1,000,000 are kept (finished jobs' files stay for the week), of 1 MiB.
    expect(
      await refusal(() => createImportJob(jobs, files, importJob(), 'y'.repeat(50_000))),
    ).toEqual({
      status: 413,
      message:
        'The imported files this store keeps (each for a week) would go over 1 MB with this one. Please import it when older imports have been removed, or split it into smaller files.',
    });
    expect(
      (await createImportJob(jobs, files, importJob(), 'y'.repeat(48_000))).id,
    ).toBeGreaterThan(0);
    // A refused upload's chunks were rolled back with its job: every file has its job.
    const { withFiles, jobs: made } = await owners();
    expect(made).toHaveLength(6);
    expect(withFiles).toEqual(made);
  });
});
