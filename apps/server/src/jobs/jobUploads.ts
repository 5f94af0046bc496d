import fs from 'node:fs';
import path from 'node:path';
import { jobFiles } from './jobFiles.js';
import { isGoneLocalOwner, isLocalOwner, newOwnerId } from './jobOwner.js';
import type { JobRecord, JobsRepo, JobStart, NewJob } from './jobsRepo.js';

/**
 * An import's upload and its job, made crash-safe (issue 19, ADR 0011): the file is written
 * to a temporary name and flushed to disk; then, in one transaction, the job is created with
 * its refused rows and the file is renamed to the job's input (its folders flushed too). A
 * crash at any step leaves either no job (and a temporary file, removed at the next start) or
 * a job whose file is whole and whose refused rows are all recorded.
 */

const uploadsDir = (dataDir: string) => path.join(dataDir, 'jobs', 'uploads');
const TEMP_SUFFIX = '.tmp';
/** Writes of this size: a 50 MB file is a few dozen system calls. */
const WRITE_CHUNK = 1024 * 1024;
/** Another machine's temporary file (a shared data folder) is abandoned after a day. */
const FOREIGN_TEMP_MS = 24 * 60 * 60 * 1000;

/** The owner's name as a file name: hostnames and uuids hold no `~`. */
const tempName = (owner: string) => `${owner.replaceAll('/', '~')}${TEMP_SUFFIX}`;
const ownerOfTemp = (name: string) => name.slice(0, -TEMP_SUFFIX.length).replaceAll('~', '/');

/**
 * The crash test's kill points (`jobs/crash.test.ts`): with `NODE_ENV=test` and
 * `MS_TEST_CRASH_AT` naming a step, the process kills itself there, as a power cut would.
 */
export type UploadStep =
  'upload-partly-written' | 'upload-written' | 'upload-placed' | 'upload-committed';

function crashPoint(step: UploadStep): void {
  if (process.env['NODE_ENV'] !== 'test' || process.env['MS_TEST_CRASH_AT'] !== step) return;
  process.kill(process.pid, 'SIGKILL');
  // The signal ends the process; nothing after this point may run meanwhile.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
}

function fsyncPath(target: string): void {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes `bytes` to a new file and flushes it to disk before answering. */
function writeDurably(file: string, bytes: Buffer): void {
  const fd = fs.openSync(file, 'wx');
  try {
    for (let at = 0; at < bytes.length;) {
      at += fs.writeSync(fd, bytes, at, Math.min(WRITE_CHUNK, bytes.length - at));
      if (at < bytes.length) crashPoint('upload-partly-written');
    }
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Creates an import's job over its uploaded `text`, with `start`'s total and refused rows,
 * as one step a crash cannot split. The store's limits (jobs waiting, import bytes kept) are
 * checked in the job's transaction and refuse it with their 429 or 413.
 */
export async function createImportJob(
  jobs: JobsRepo,
  dataDir: string,
  job: NewJob,
  text: string,
  start: Omit<JobStart, 'placeFile'> = {},
): Promise<JobRecord> {
  const bytes = Buffer.from(text, 'utf8');
  const temp = uploadsDir(dataDir);
  fs.mkdirSync(temp, { recursive: true });
  const tempFile = path.join(temp, tempName(newOwnerId()));
  let placedIn: string | undefined;
  try {
    writeDurably(tempFile, bytes);
    crashPoint('upload-written');
    const created = await jobs.create(
      { ...job, inputBytes: bytes.length },
      {
        ...start,
        placeFile(id) {
          const files = jobFiles(dataDir, id);
          // A folder of this id can only be one an uncommitted upload left: replace it.
          fs.rmSync(files.dir, { recursive: true, force: true });
          fs.mkdirSync(files.dir, { recursive: true });
          placedIn = files.dir;
          fs.renameSync(tempFile, files.input);
          for (const dir of [files.dir, path.dirname(files.dir), temp]) fsyncPath(dir);
          crashPoint('upload-placed');
        },
      },
    );
    placedIn = undefined;
    crashPoint('upload-committed');
    return created;
  } finally {
    fs.rmSync(tempFile, { force: true });
    // The transaction failed after the file was placed: the folder belongs to no job.
    if (placedIn !== undefined) fs.rmSync(placedIn, { recursive: true, force: true });
  }
}

/**
 * What uploads cut short left behind, removed when the runner starts: temporary files of
 * processes of this machine that no longer run (another machine's after a day), and job
 * folders of no job (a crash between placing the file and committing its job).
 */
export async function removeAbandonedUploads(
  dataDir: string,
  jobs: JobsRepo,
  now = new Date(),
): Promise<void> {
  const temp = uploadsDir(dataDir);
  for (const name of fs.existsSync(temp) ? fs.readdirSync(temp) : []) {
    const file = path.join(temp, name);
    const owner = ownerOfTemp(name);
    const abandoned = isLocalOwner(owner)
      ? isGoneLocalOwner(owner)
      : now.getTime() - fs.statSync(file).mtimeMs > FOREIGN_TEMP_MS;
    if (!name.endsWith(TEMP_SUFFIX) || abandoned) {
      fs.rmSync(file, { force: true });
    }
  }
  const root = path.join(dataDir, 'jobs');
  if (!fs.existsSync(root)) return;
  await jobs.withIdsLocked((ids) => {
    for (const name of fs.readdirSync(root)) {
      if (/^\d+$/.test(name) && !ids.has(Number(name))) {
        fs.rmSync(path.join(root, name), { recursive: true, force: true });
      }
    }
  });
}
