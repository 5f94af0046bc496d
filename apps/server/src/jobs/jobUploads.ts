import type { JobFileStore } from './jobFileStore.js';
import type { JobRecord, JobsRepo, JobStart, NewJob } from './jobsRepo.js';

/**
 * The crash test's kill points (`jobs/crash.test.ts`): with `NODE_ENV=test` and
 * `MS_TEST_CRASH_AT` naming a step, the process kills itself there, as a power cut would.
 */
export type UploadStep = 'upload-placed' | 'upload-committed';

function crashPoint(step: UploadStep): void {
  if (process.env['NODE_ENV'] !== 'test' || process.env['MS_TEST_CRASH_AT'] !== step) return;
  process.kill(process.pid, 'SIGKILL');
  // The signal ends the process; nothing after this point may run meanwhile.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
}

/**
 * Creates an import's job over its uploaded `text`, with `start`'s total and refused rows, as
 * one transaction (issue 19, ADR 0027): the file's chunks are written with the job's row, so a
 * crash leaves either no job and no file, or a job whose file is whole and whose refused rows
 * are all recorded. The store's limits (jobs waiting, import bytes kept) are checked in the
 * same transaction and refuse it with their 429 or 413.
 */
export async function createImportJob(
  jobs: JobsRepo,
  files: JobFileStore,
  job: NewJob,
  text: string,
  start: Omit<JobStart, 'placeFile'> = {},
): Promise<JobRecord> {
  const bytes = Buffer.from(text, 'utf8');
  const created = await jobs.create(
    { ...job, inputBytes: bytes.length },
    {
      ...start,
      async placeFile(id, queries) {
        await files.append(id, 'input.csv', bytes, queries);
        crashPoint('upload-placed');
      },
    },
  );
  crashPoint('upload-committed');
  return created;
}
