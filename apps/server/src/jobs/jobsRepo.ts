import { jobStatuses, type JobStatus } from '@metafields/core';
import * as z from 'zod';
import type { Db } from '../db.js';
import { HttpError } from '../http/errors.js';
import { readStoredJson } from '../storedJson.js';
import { JobInterrupted } from './jobFailure.js';
import { jobLimits, type JobLimits } from './jobLimits.js';

/**
 * What a job does: metafields of a resource type, or the values of a custom resource, each
 * imported or exported. Its `subject` says which: the resource type, or the resource's id.
 */
export const jobKinds = [
  'metafield-export',
  'metafield-import',
  'value-export',
  'value-import',
] as const;
export type JobKind = (typeof jobKinds)[number];

/** A job as the server keeps it. Dates are ISO 8601. */
export interface JobRecord {
  id: number;
  storeHash: string;
  kind: JobKind;
  subject: string;
  /** The spec's Type column: `shared` or `custom` for metafields, the kind's word otherwise. */
  type: string;
  status: JobStatus;
  /** What the job was asked: the filter, the import type… (the kind's own JSON). */
  params: unknown;
  /** The uploaded file's name, for imports. */
  fileName: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  progressPercent: number;
  itemsProcessed: number;
  total: number | null;
  /** The first `MAX_ERRORS` messages; `errorsOmitted` counts those after them. */
  errors: string[];
  errorsOmitted: number;
  /** Where the job stands: its handler's own JSON, null before the first batch. */
  checkpoint: unknown;
  cancelRequested: boolean;
  createdAt: string;
}

interface JobRow {
  id: number;
  store_hash: string;
  kind: JobKind;
  subject: string;
  type: string;
  status: JobStatus;
  params: string;
  file_name: string | null;
  started_at: string | null;
  finished_at: string | null;
  progress_percent: number;
  items_processed_count: number;
  total: number | null;
  errors: string;
  errors_omitted: number;
  checkpoint: string | null;
  cancel_requested: number;
  created_at: string;
  lease_owner: string | null;
  lease_expires_at: string | null;
  input_bytes: number;
}

/** What one recorded batch changes. Errors are appended to those already recorded. */
export interface JobProgress {
  checkpoint: unknown;
  itemsProcessed: number;
  total?: number | null | undefined;
  progressPercent: number;
  status?: JobStatus | undefined;
  errors?: readonly string[] | undefined;
}

export interface NewJob {
  storeHash: string;
  kind: JobKind;
  subject: string;
  type: string;
  params?: unknown;
  fileName?: string | null;
  /** An import's uploaded bytes, counted against the store's kept-bytes limit. */
  inputBytes?: number;
}

/** What a job starts with besides its request: an import's row count and refused rows. */
export interface JobStart {
  total?: number | null;
  errors?: readonly string[];
  /**
   * Puts the job's file in place, inside the transaction that creates the job: a crash before
   * the commit leaves no job, and a committed job always has its file.
   */
  placeFile?: (id: number) => void;
}

/** Who holds a job's lease, and until when (ISO 8601). */
export interface JobLease {
  owner: string | null;
  expiresAt: string | null;
}

const errorList = z.array(z.string());
const statusSchema = z.enum(jobStatuses);

function toRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    storeHash: row.store_hash,
    kind: row.kind,
    subject: row.subject,
    type: row.type,
    status: statusSchema.parse(row.status),
    params: readStoredJson<unknown>(row.params, z.unknown(), {}),
    fileName: row.file_name,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    progressPercent: row.progress_percent,
    itemsProcessed: row.items_processed_count,
    total: row.total,
    errors: readStoredJson(row.errors, errorList, []),
    errorsOmitted: row.errors_omitted,
    checkpoint: row.checkpoint === null ? null : (JSON.parse(row.checkpoint) as unknown),
    cancelRequested: row.cancel_requested === 1,
    createdAt: row.created_at,
  };
}

const finalList = `('completed', 'failed', 'cancelled')`;

const tooManyJobs = (limit: number) =>
  new HttpError(
    429,
    'too_many_jobs',
    `This store already has ${limit} imports and exports waiting or running. Please start this one when some of them have finished.`,
  );

const importStorageFull = (limit: number) =>
  new HttpError(
    413,
    'import_storage_full',
    `The imported files this store keeps (each for a week) would go over ${limit / 1024 / 1024} MB with this one. Please import it when older imports have been removed, or split it into smaller files.`,
  );

/**
 * The messages a job keeps: a file with tens of thousands of bad rows would otherwise make every
 * batch rewrite, and every history read send, megabytes. The rest are counted.
 */
export const MAX_ERRORS = 1000;

/** The kept messages after adding `added`, and how many more were left out. */
function withErrors(job: JobRecord, added: readonly string[]) {
  const room = Math.max(0, MAX_ERRORS - job.errors.length);
  return {
    errors: JSON.stringify([...job.errors, ...added.slice(0, room)]),
    omitted: job.errorsOmitted + Math.max(0, added.length - room),
  };
}

/**
 * Import and export jobs, always read within their store. `limits` are the per-store limits
 * a new job must stay within (`jobLimits.ts`).
 */
export function createJobsRepo(
  db: Db,
  now: () => Date = () => new Date(),
  limits: JobLimits = jobLimits,
) {
  const insert = db.prepare<
    [string, string, string, string, string, string | null, number, number | null, string]
  >(
    `INSERT INTO jobs (store_hash, kind, subject, type, params, file_name, input_bytes, total,
       created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const activeOfStore = db.prepare<[string], { count: number }>(
    `SELECT COUNT(*) AS count FROM jobs WHERE store_hash = ? AND status NOT IN ${finalList}`,
  );
  const keptBytesOfStore = db.prepare<[string], { bytes: number }>(
    'SELECT COALESCE(SUM(input_bytes), 0) AS bytes FROM jobs WHERE store_hash = ?',
  );
  const setErrors = db.prepare<[string, number, number]>(
    'UPDATE jobs SET errors = ?, errors_omitted = ? WHERE id = ?',
  );
  const leaseOf = db.prepare<[number], Pick<JobRow, 'lease_owner' | 'lease_expires_at'>>(
    'SELECT lease_owner, lease_expires_at FROM jobs WHERE id = ?',
  );
  const takeLease = db.prepare<[string, string, number]>(
    `UPDATE jobs SET lease_owner = ?, lease_expires_at = ?
     WHERE id = ? AND status NOT IN ${finalList}`,
  );
  const renewLeases = db.prepare<[string, string]>(
    `UPDATE jobs SET lease_expires_at = ? WHERE lease_owner = ? AND status NOT IN ${finalList}`,
  );
  const dropLease = db.prepare<[number, string]>(
    'UPDATE jobs SET lease_owner = NULL, lease_expires_at = NULL WHERE id = ? AND lease_owner = ?',
  );
  const byId = db.prepare<[number], JobRow>('SELECT * FROM jobs WHERE id = ?');
  const ofStore = db.prepare<[number, string, string, string], JobRow>(
    'SELECT * FROM jobs WHERE id = ? AND store_hash = ? AND kind = ? AND subject = ?',
  );
  const history = db.prepare<[string, string, string, string, number], JobRow>(
    `SELECT * FROM jobs WHERE store_hash = ? AND kind = ? AND subject = ? AND created_at >= ?
     ORDER BY id DESC LIMIT ?`,
  );
  const unfinished = db.prepare<[], JobRow>(
    `SELECT * FROM jobs WHERE status NOT IN ${finalList} ORDER BY id`,
  );
  const start = db.prepare<[string, number]>(
    `UPDATE jobs SET status = CASE status WHEN 'pending' THEN 'in_progress' ELSE status END,
       started_at = COALESCE(started_at, ?) WHERE id = ? AND status NOT IN ${finalList}`,
  );
  const progress = db.prepare<
    [string, number, number | null, number, number, string | null, string, number, number]
  >(
    `UPDATE jobs SET checkpoint = ?, items_processed_count = ?, total = COALESCE(?, total),
       progress_percent = ?, status = CASE WHEN ? = 1 THEN ? ELSE status END,
       errors = ?, errors_omitted = ? WHERE id = ? AND status NOT IN ${finalList}`,
  );
  const finish = db.prepare<[string, string, number, string, number, number]>(
    `UPDATE jobs SET status = ?, finished_at = ?,
       progress_percent = CASE WHEN ? = 1 THEN 100 ELSE progress_percent END,
       errors = ?, errors_omitted = ? WHERE id = ? AND status NOT IN ${finalList}`,
  );
  const cancel = db.prepare<[number, string]>(
    `UPDATE jobs SET cancel_requested = 1
     WHERE id = ? AND store_hash = ? AND status NOT IN ${finalList}`,
  );
  const finishedBefore = db.prepare<[string], { id: number }>(
    `SELECT id FROM jobs WHERE created_at < ? AND status IN ${finalList} ORDER BY id`,
  );
  const allIds = db.prepare<[], { id: number }>('SELECT id FROM jobs');
  const remove = db.prepare<[number]>('DELETE FROM jobs WHERE id = ?');

  function mustRead(id: number): JobRecord {
    const row = byId.get(id);
    if (!row) throw new Error(`job ${id} is missing`);
    return toRecord(row);
  }

  /** Whether `owner` holds the job's lease; a job nobody holds is free to record (tests). */
  function holdsLease(id: number, owner: string | undefined): boolean {
    return owner === undefined || leaseOf.get(id)?.lease_owner === owner;
  }

  const createJob = db.transaction((job: NewJob, start: JobStart): JobRecord => {
    // Checked in the transaction that inserts: two requests at once cannot both pass.
    if ((activeOfStore.get(job.storeHash)?.count ?? 0) >= limits.activeJobsPerStore) {
      throw tooManyJobs(limits.activeJobsPerStore);
    }
    const inputBytes = job.inputBytes ?? 0;
    const kept = keptBytesOfStore.get(job.storeHash)?.bytes ?? 0;
    if (inputBytes > 0 && kept + inputBytes > limits.keptImportBytesPerStore) {
      throw importStorageFull(limits.keptImportBytesPerStore);
    }
    const id = Number(
      insert.run(
        job.storeHash,
        job.kind,
        job.subject,
        job.type,
        JSON.stringify(job.params ?? {}),
        job.fileName ?? null,
        inputBytes,
        start.total ?? null,
        now().toISOString(),
      ).lastInsertRowid,
    );
    if (start.errors && start.errors.length > 0) {
      const { errors, omitted } = withErrors(mustRead(id), start.errors);
      setErrors.run(errors, omitted, id);
    }
    start.placeFile?.(id);
    return mustRead(id);
  });

  return {
    /**
     * Creates a job with what it starts with, in one transaction (written at once, so that
     * two processes on one file wait for each other rather than both counting the limits);
     * a store over its limits answers 429 (jobs waiting) or 413 (import bytes kept).
     */
    create(job: NewJob, start: JobStart = {}): JobRecord {
      return createJob.immediate(job, start);
    },

    /** A job of this store, kind and subject; another store's id is not found. */
    find(storeHash: string, kind: JobKind, subject: string, id: number): JobRecord | undefined {
      const row = ofStore.get(id, storeHash, kind, subject);
      return row && toRecord(row);
    },

    read: mustRead,

    /** The history: the most recent first, created since `since`. */
    history(storeHash: string, kind: JobKind, subject: string, since: Date, limit = 100) {
      return history.all(storeHash, kind, subject, since.toISOString(), limit).map(toRecord);
    },

    /** Jobs not yet final, oldest first: what a (re)started worker has to run. */
    unfinished(): JobRecord[] {
      return unfinished.all().map(toRecord);
    },

    /** Marks a job started (a pending one goes in progress); a resumed one keeps its start. */
    start(id: number): JobRecord {
      start.run(now().toISOString(), id);
      return mustRead(id);
    },

    /**
     * Records a batch: its checkpoint, counts and new errors, with the batch's own effects on
     * this database (`effects`), in one transaction, so that a crash keeps both or neither.
     */
    record(id: number, update: JobProgress, effects?: () => void, owner?: string): void {
      db.transaction(() => {
        // A process that lost the job's lease (it stalled past its expiry) must not write the
        // batch that the job's new owner is running too.
        if (!holdsLease(id, owner)) throw new JobInterrupted('the job is run by another process');
        effects?.();
        const { errors, omitted } = withErrors(mustRead(id), update.errors ?? []);
        progress.run(
          JSON.stringify(update.checkpoint),
          update.itemsProcessed,
          update.total ?? null,
          Math.round(Math.min(100, Math.max(0, update.progressPercent))),
          update.status === undefined ? 0 : 1,
          update.status ?? 'in_progress',
          errors,
          omitted,
          id,
        );
      })();
    },

    /** Ends a job; completed and cancelled jobs show 100%, a failed one where it stopped. */
    finish(
      id: number,
      status: 'completed' | 'failed' | 'cancelled',
      errors: readonly string[] = [],
      owner?: string,
    ) {
      db.transaction(() => {
        if (!holdsLease(id, owner)) return;
        const kept = withErrors(mustRead(id), errors);
        finish.run(
          status,
          now().toISOString(),
          +(status !== 'failed'),
          kept.errors,
          kept.omitted,
          id,
        );
      })();
      return mustRead(id);
    },

    /**
     * Takes the job's lease for `owner` until `leaseMs` from now: when nobody holds it, its
     * holder's lease ran out, or `isGone` says the holder's process no longer runs. Answers
     * whether `owner` now holds it; a final job is never taken.
     */
    claim(id: number, owner: string, leaseMs: number, isGone: (holder: string) => boolean) {
      return db
        .transaction(() => {
          const lease = leaseOf.get(id);
          if (!lease) return false;
          const free =
            lease.lease_owner === null ||
            lease.lease_owner === owner ||
            (lease.lease_expires_at ?? '') <= now().toISOString() ||
            isGone(lease.lease_owner);
          if (!free) return false;
          const until = new Date(now().getTime() + leaseMs).toISOString();
          return takeLease.run(owner, until, id).changes > 0;
        })
        .immediate();
    },

    /** Extends every lease `owner` holds on unfinished jobs by `leaseMs` from now. */
    renewLeases(owner: string, leaseMs: number): void {
      renewLeases.run(new Date(now().getTime() + leaseMs).toISOString(), owner);
    },

    /** Gives a job's lease up, so that the next start of any process takes it at once. */
    release(id: number, owner: string): void {
      dropLease.run(id, owner);
    },

    lease(id: number): JobLease {
      const lease = leaseOf.get(id);
      return { owner: lease?.lease_owner ?? null, expiresAt: lease?.lease_expires_at ?? null };
    },

    /** Asks a job to stop between batches; false when it is not this store's or already over. */
    requestCancel(storeHash: string, id: number): boolean {
      return cancel.run(id, storeHash).changes > 0;
    },

    /**
     * The finished jobs created before `before`, for retention: their files go first, then
     * their rows (`remove`), so that a crash between the two leaves a row to remove again
     * rather than a file nobody knows of. A job waiting or running is never among them.
     */
    finishedBefore(before: Date): number[] {
      return finishedBefore.all(before.toISOString()).map((row) => row.id);
    },

    remove(id: number): void {
      remove.run(id);
    },

    /**
     * Runs `use` with every job's id while holding the database's write lock, so that no
     * upload of another process is between placing its file and committing its job: a job's
     * folder whose id is not among them was left by an upload that never committed.
     */
    withIdsLocked<T>(use: (ids: ReadonlySet<number>) => T): T {
      return db.transaction(() => use(new Set(allIds.all().map((row) => row.id)))).immediate();
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;
