import { jobStatuses, type JobStatus } from '@metafields/core';
import * as z from 'zod';
import type { Db } from '../db.js';
import { readStoredJson } from '../storedJson.js';

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

/** Import and export jobs, always read within their store. */
export function createJobsRepo(db: Db, now: () => Date = () => new Date()) {
  const insert = db.prepare<[string, string, string, string, string, string | null, string]>(
    `INSERT INTO jobs (store_hash, kind, subject, type, params, file_name, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
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
  const olderThan = db.prepare<[string], { id: number }>(
    'SELECT id FROM jobs WHERE created_at < ?',
  );
  const remove = db.prepare<[number]>('DELETE FROM jobs WHERE id = ?');

  function mustRead(id: number): JobRecord {
    const row = byId.get(id);
    if (!row) throw new Error(`job ${id} is missing`);
    return toRecord(row);
  }

  return {
    create(job: NewJob): JobRecord {
      const id = Number(
        insert.run(
          job.storeHash,
          job.kind,
          job.subject,
          job.type,
          JSON.stringify(job.params ?? {}),
          job.fileName ?? null,
          now().toISOString(),
        ).lastInsertRowid,
      );
      return mustRead(id);
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
    record(id: number, update: JobProgress, effects?: () => void): void {
      db.transaction(() => {
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
    ) {
      const kept = withErrors(mustRead(id), errors);
      finish.run(
        status,
        now().toISOString(),
        +(status !== 'failed'),
        kept.errors,
        kept.omitted,
        id,
      );
      return mustRead(id);
    },

    /** Asks a job to stop between batches; false when it is not this store's or already over. */
    requestCancel(storeHash: string, id: number): boolean {
      return cancel.run(id, storeHash).changes > 0;
    },

    /** Removes jobs created before `before`; answers their ids so their files can go too. */
    removeCreatedBefore(before: Date): number[] {
      const ids = olderThan.all(before.toISOString()).map((row) => row.id);
      db.transaction(() => ids.forEach((id) => remove.run(id)))();
      return ids;
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;
