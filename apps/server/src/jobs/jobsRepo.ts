import { jobStatuses, type JobStatus } from '@metafields/core';
import * as z from 'zod';
import { sql } from 'kysely';
import type { Database, Queries } from '../database/database.js';
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
   * Writes the job's file through the transaction that creates the job: a crash before the
   * commit leaves neither, and a committed job always has its whole file.
   */
  placeFile?: (id: number, queries: Queries) => Promise<void>;
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

const final = sql.raw(`('completed', 'failed', 'cancelled')`);

/**
 * Import and export jobs, always read within their store. `limits` are the per-store limits
 * a new job must stay within (`jobLimits.ts`).
 *
 * Several processes may share the database (ADR 0011, issue 27): what two of them could race
 * on is decided by the database, by a conditional UPDATE whose affected rows say who won, or
 * a lock taken first in the transaction (on SQLite, the first write takes the file's write
 * lock, so each such transaction starts with one).
 */
export function createJobsRepo(
  database: Database,
  now: () => Date = () => new Date(),
  limits: JobLimits = jobLimits,
) {
  const { queries } = database;
  const postgres = database.dialect === 'postgres';
  const changed = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0);

  async function readRow(id: number, on: Queries = queries): Promise<JobRow | undefined> {
    const { rows } = await sql<JobRow>`SELECT * FROM jobs WHERE id = ${id}`.execute(on);
    return rows[0];
  }

  async function mustRead(id: number, on: Queries = queries): Promise<JobRecord> {
    const row = await readRow(id, on);
    if (!row) throw new Error(`job ${id} is missing`);
    return toRecord(row);
  }

  /**
   * The first statement of a transaction that writes a job: it locks the job's row (until the
   * commit on PostgreSQL, and SQLite's write lock) and answers whether `owner` holds its lease.
   * A job nobody names an owner for is free to record (tests).
   */
  async function lockHeld(on: Queries, id: number, owner: string | undefined): Promise<boolean> {
    const held = owner === undefined ? sql`` : sql`AND lease_owner = ${owner}`;
    const touched = await sql`
      UPDATE jobs SET lease_owner = lease_owner WHERE id = ${id} ${held}`.execute(on);
    return changed(touched) > 0;
  }

  return {
    /**
     * Creates a job with what it starts with, in one transaction that holds off the store's
     * other creations (so two requests cannot both pass the limits); a store over its limits
     * answers 429 (jobs waiting) or 413 (import bytes kept).
     */
    create: (job: NewJob, start: JobStart = {}): Promise<JobRecord> =>
      database.transaction(async (queries) => {
        if (postgres) {
          await sql`SELECT pg_advisory_xact_lock(hashtext(${`jobs:${job.storeHash}`}))`.execute(
            queries,
          );
        }
        // Inserted first (on SQLite the write lock), then counted with itself: over the
        // limits, the throw rolls the insert back.
        const inputBytes = job.inputBytes ?? 0;
        const inserted = await sql<{ id: number }>`
          INSERT INTO jobs (store_hash, kind, subject, type, params, file_name, input_bytes, total,
            created_at)
          VALUES (${job.storeHash}, ${job.kind}, ${job.subject}, ${job.type},
            ${JSON.stringify(job.params ?? {})}, ${job.fileName ?? null}, ${inputBytes},
            ${start.total ?? null}, ${now().toISOString()})
          RETURNING id`.execute(queries);
        const id = Number(inserted.rows[0]?.id);
        const { rows } = await sql<{ count: number; bytes: number }>`
          SELECT
            (SELECT COUNT(*) FROM jobs
              WHERE store_hash = ${job.storeHash} AND status NOT IN ${final}) AS count,
            (SELECT COALESCE(SUM(input_bytes), 0) FROM jobs
              WHERE store_hash = ${job.storeHash}) AS bytes`.execute(queries);
        const { count = 0, bytes = 0 } = rows[0] ?? {};
        if (Number(count) > limits.activeJobsPerStore) {
          throw tooManyJobs(limits.activeJobsPerStore);
        }
        if (inputBytes > 0 && Number(bytes) > limits.keptImportBytesPerStore) {
          throw importStorageFull(limits.keptImportBytesPerStore);
        }
        if (start.errors && start.errors.length > 0) {
          const { errors, omitted } = withErrors(await mustRead(id, queries), start.errors);
          await sql`
            UPDATE jobs SET errors = ${errors}, errors_omitted = ${omitted}
            WHERE id = ${id}`.execute(queries);
        }
        await start.placeFile?.(id, queries);
        return mustRead(id, queries);
      }),

    /** A job of this store, kind and subject; another store's id is not found. */
    async find(
      storeHash: string,
      kind: JobKind,
      subject: string,
      id: number,
    ): Promise<JobRecord | undefined> {
      const { rows } = await sql<JobRow>`
        SELECT * FROM jobs
        WHERE id = ${id} AND store_hash = ${storeHash} AND kind = ${kind}
          AND subject = ${subject}`.execute(queries);
      return rows[0] && toRecord(rows[0]);
    },

    read: (id: number) => mustRead(id),

    /** The history: the most recent first, created since `since`. */
    async history(storeHash: string, kind: JobKind, subject: string, since: Date, limit = 100) {
      const { rows } = await sql<JobRow>`
        SELECT * FROM jobs
        WHERE store_hash = ${storeHash} AND kind = ${kind} AND subject = ${subject}
          AND created_at >= ${since.toISOString()}
        ORDER BY id DESC LIMIT ${limit}`.execute(queries);
      return rows.map(toRecord);
    },

    /** Marks a job started (a pending one goes in progress); a resumed one keeps its start. */
    async start(id: number): Promise<JobRecord> {
      await sql`
        UPDATE jobs SET status = CASE status WHEN 'pending' THEN 'in_progress' ELSE status END,
          started_at = COALESCE(started_at, ${now().toISOString()})
        WHERE id = ${id} AND status NOT IN ${final}`.execute(queries);
      return mustRead(id);
    },

    /**
     * Records a batch: its checkpoint, counts and new errors, with the batch's own effects on
     * this database (`effects`, given the transaction's queries), in one transaction, so that a
     * crash keeps both or neither.
     */
    async record(
      id: number,
      update: JobProgress,
      effects?: (queries: Queries) => Promise<void>,
      owner?: string,
    ): Promise<void> {
      await database.transaction(async (queries) => {
        // A process that lost the job's lease (it stalled past its expiry) must not write the
        // batch that the job's new owner is running too; the row stays locked until the commit.
        if (!(await lockHeld(queries, id, owner))) {
          throw new JobInterrupted('the job is run by another process');
        }
        await effects?.(queries);
        const { errors, omitted } = withErrors(await mustRead(id, queries), update.errors ?? []);
        const status = update.status === undefined ? sql`status` : sql`${update.status}`;
        await sql`
          UPDATE jobs SET checkpoint = ${JSON.stringify(update.checkpoint)},
            items_processed_count = ${update.itemsProcessed},
            total = COALESCE(${update.total ?? null}, total),
            progress_percent = ${Math.round(Math.min(100, Math.max(0, update.progressPercent)))},
            status = ${status}, errors = ${errors}, errors_omitted = ${omitted}
          WHERE id = ${id} AND status NOT IN ${final}`.execute(queries);
      });
    },

    /** Ends a job; completed and cancelled jobs show 100%, a failed one where it stopped. */
    async finish(
      id: number,
      status: 'completed' | 'failed' | 'cancelled',
      errors: readonly string[] = [],
      owner?: string,
    ): Promise<JobRecord> {
      await database.transaction(async (queries) => {
        if (!(await lockHeld(queries, id, owner))) return;
        const kept = withErrors(await mustRead(id, queries), errors);
        const percent = status === 'failed' ? sql`progress_percent` : sql`100`;
        await sql`
          UPDATE jobs SET status = ${status}, finished_at = ${now().toISOString()},
            progress_percent = ${percent}, errors = ${kept.errors},
            errors_omitted = ${kept.omitted}
          WHERE id = ${id} AND status NOT IN ${final}`.execute(queries);
      });
      return mustRead(id);
    },

    /**
     * Takes the lease of the store's oldest unfinished job for `owner`, unless one of the
     * store's jobs is leased already (a live holder's lease that has not run out): a store runs
     * one job at a time across every instance. Answers the job taken, or undefined when the
     * store has none waiting or is busy.
     */
    claimNextOfStore: (
      storeHash: string,
      owner: string,
      leaseMs: number,
      isGone: (holder: string) => boolean,
    ): Promise<JobRecord | undefined> =>
      database.transaction(async (queries) => {
        // Two instances claiming for one store at once take turns (on SQLite, the first
        // statement's write lock does the same).
        if (postgres) {
          await sql`SELECT pg_advisory_xact_lock(hashtext(${`job-leases:${storeHash}`}))`.execute(
            queries,
          );
        } else {
          await sql`
            UPDATE jobs SET lease_owner = lease_owner
            WHERE store_hash = ${storeHash} AND status NOT IN ${final}`.execute(queries);
        }
        const { rows } = await sql<JobRow>`
          SELECT * FROM jobs WHERE store_hash = ${storeHash} AND status NOT IN ${final}
          ORDER BY id`.execute(queries);
        const at = now().toISOString();
        const busy = rows.some(
          (row) =>
            row.lease_owner !== null &&
            (row.lease_expires_at ?? '') > at &&
            !isGone(row.lease_owner),
        );
        const next = rows[0];
        if (busy || !next) return undefined;
        const until = new Date(now().getTime() + leaseMs).toISOString();
        await sql`
          UPDATE jobs SET lease_owner = ${owner}, lease_expires_at = ${until}
          WHERE id = ${next.id}`.execute(queries);
        return mustRead(next.id, queries);
      }),

    /** The stores with a job waiting or running, the one with the oldest such job first. */
    async storesWithWork(): Promise<string[]> {
      const { rows } = await sql<{ store_hash: string }>`
        SELECT store_hash FROM jobs WHERE status NOT IN ${final}
        GROUP BY store_hash ORDER BY MIN(id)`.execute(queries);
      return rows.map((row) => row.store_hash);
    },

    /** Extends every lease `owner` holds on unfinished jobs by `leaseMs` from now. */
    async renewLeases(owner: string, leaseMs: number): Promise<void> {
      const until = new Date(now().getTime() + leaseMs).toISOString();
      await sql`
        UPDATE jobs SET lease_expires_at = ${until}
        WHERE lease_owner = ${owner} AND status NOT IN ${final}`.execute(queries);
    },

    /** Gives a job's lease up, so that the next start of any process takes it at once. */
    async release(id: number, owner: string): Promise<void> {
      await sql`
        UPDATE jobs SET lease_owner = NULL, lease_expires_at = NULL
        WHERE id = ${id} AND lease_owner = ${owner}`.execute(queries);
    },

    async lease(id: number): Promise<JobLease> {
      const row = await readRow(id);
      return { owner: row?.lease_owner ?? null, expiresAt: row?.lease_expires_at ?? null };
    },

    /** Asks a job to stop between batches; false when it is not this store's or already over. */
    async requestCancel(storeHash: string, id: number): Promise<boolean> {
      const result = await sql`
        UPDATE jobs SET cancel_requested = 1
        WHERE id = ${id} AND store_hash = ${storeHash} AND status NOT IN ${final}`.execute(queries);
      return changed(result) > 0;
    },

    /**
     * The finished jobs created before `before`, for retention (`remove` takes their files
     * with them). A job waiting or running is never among them.
     */
    async finishedBefore(before: Date): Promise<number[]> {
      const { rows } = await sql<{ id: number }>`
        SELECT id FROM jobs WHERE created_at < ${before.toISOString()} AND status IN ${final}
        ORDER BY id`.execute(queries);
      return rows.map((row) => row.id);
    },

    async remove(id: number): Promise<void> {
      await sql`DELETE FROM jobs WHERE id = ${id}`.execute(queries);
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;
