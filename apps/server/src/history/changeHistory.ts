import type { ChangeAction, ChangeActorKind, ChangeEntry, ChangeSubject } from '@metafields/core';
import { sql } from 'kysely';
import type { Database, Queries } from '../database/database.js';

/** Who made a change, by id: a person, an API token, or a job. */
export interface ChangeActor {
  kind: ChangeActorKind;
  id: number;
}

/** A change to record; `at` is the time it is recorded. */
export interface NewChange {
  actor: ChangeActor;
  jobId: number | null;
  requestId: string | null;
  subject: ChangeSubject;
  recordType: ChangeEntry['record_type'];
  recordId: number;
  namespace: string;
  key: string;
  action: ChangeAction;
  oldValue: string | null;
  newValue: string | null;
  /** The import row that made it, which an undo names when it refuses to restore it. */
  fileRow?: number | null;
  /** The metafield's permission set before a removal (or at a creation), for an undo. */
  permissionSet?: string | null;
}

/** A job's change, as an undo reads it. */
export interface JobChange {
  id: number;
  recordId: number;
  namespace: string;
  key: string;
  action: ChangeAction;
  oldValue: string | null;
  newValue: string | null;
  fileRow: number | null;
  permissionSet: string | null;
}

/** Which changes a page holds: one record's, one job's, or all of a store's. */
export interface ChangeFilter {
  recordType?: ChangeEntry['record_type'] | undefined;
  recordId?: number | undefined;
  jobId?: number | undefined;
  /** Only changes older than this one: how an export pages while new changes arrive. */
  beforeId?: number | undefined;
}

interface StoredChange {
  id: number;
  at: string;
  actor_kind: ChangeActorKind;
  actor_id: number;
  actor_name: string | null;
  job_id: number | null;
  request_id: string | null;
  subject: ChangeSubject;
  record_type: ChangeEntry['record_type'];
  record_id: number;
  namespace: string;
  meta_key: string;
  action: ChangeAction;
  old_value: string | null;
  new_value: string | null;
  file_row: number | null;
  permission_set: string | null;
}

/**
 * Rows a single insert carries: 2,000 rows of sixteen parameters stay under SQLite's 32,766; fewer,
 * larger statements keep a 150,000-row import's history under 1.5 s of its batches' transactions.
 */
const INSERT_ROWS = 2000;

const nullableNumber = (value: number | string | null) => (value === null ? null : Number(value));

const jobChange = (row: StoredChange): JobChange => ({
  id: Number(row.id),
  recordId: Number(row.record_id),
  namespace: row.namespace,
  key: row.meta_key,
  action: row.action,
  oldValue: row.old_value,
  newValue: row.new_value,
  fileRow: nullableNumber(row.file_row),
  permissionSet: row.permission_set,
});

/**
 * Records changes of one store through `queries`, all at `at`: what a job's batch calls inside
 * its own transaction (`RunningJob.record`'s effects), needing no repository of its own.
 */
export async function addChanges(
  storeHash: string,
  changes: readonly NewChange[],
  queries: Queries,
  at = new Date(),
): Promise<void> {
  const time = at.toISOString();
  for (let start = 0; start < changes.length; start += INSERT_ROWS) {
    const values = changes.slice(start, start + INSERT_ROWS).map(
      (change) =>
        sql`(${storeHash}, ${time}, ${change.actor.kind}, ${change.actor.id}, ${change.jobId},
          ${change.requestId}, ${change.subject}, ${change.recordType}, ${change.recordId},
          ${change.namespace}, ${change.key}, ${change.action}, ${change.oldValue},
          ${change.newValue}, ${change.fileRow ?? null}, ${change.permissionSet ?? null})`,
    );
    await sql`INSERT INTO change_history (store_hash, at, actor_kind, actor_id, job_id,
        request_id, subject, record_type, record_id, namespace, meta_key, action, old_value,
        new_value, file_row, permission_set)
      VALUES ${sql.join(values)}`.execute(queries);
  }
}

/**
 * The change history (issue 28): every change the app made to a store's metafields and
 * custom-resource values, by whom, with the old and new value. Writers add their changes in
 * the transaction that records the change's own effect (a job's batch), so that a crash keeps
 * both or neither. Names are looked up on reading, so a renamed person shows their name now
 * and a deleted one none.
 */
export function createChangeHistory({ queries: database }: Database, now = () => new Date()) {
  function where(storeHash: string, filter: ChangeFilter) {
    return sql.join(
      [
        sql`h.store_hash = ${storeHash}`,
        ...(filter.recordType === undefined ? [] : [sql`h.record_type = ${filter.recordType}`]),
        ...(filter.recordId === undefined ? [] : [sql`h.record_id = ${filter.recordId}`]),
        ...(filter.jobId === undefined ? [] : [sql`h.job_id = ${filter.jobId}`]),
        ...(filter.beforeId === undefined ? [] : [sql`h.id < ${filter.beforeId}`]),
      ],
      sql` AND `,
    );
  }

  return {
    /** Records changes of one store, through `queries` when they commit with something else. */
    add: (storeHash: string, changes: readonly NewChange[], queries: Queries = database) =>
      addChanges(storeHash, changes, queries, now()),

    /** How many changes the filter holds. */
    async count(storeHash: string, filter: ChangeFilter): Promise<number> {
      const { rows } = await sql<{ count: number | string }>`
        SELECT COUNT(*) AS count FROM change_history h
        WHERE ${where(storeHash, filter)}`.execute(database);
      return Number(rows[0]?.count ?? 0);
    },

    /** A page of the filter's changes, newest first, with their actors' names as they are now. */
    async page(
      storeHash: string,
      filter: ChangeFilter,
      { page, limit }: { page: number; limit: number },
    ): Promise<ChangeEntry[]> {
      const { rows } = await sql<StoredChange>`
        SELECT h.*, CASE h.actor_kind
            WHEN 'user' THEN u.name
            WHEN 'token' THEN t.name
            ELSE COALESCE(j.file_name, j.type) END AS actor_name
        FROM change_history h
        LEFT JOIN users u ON h.actor_kind = 'user' AND u.id = h.actor_id
        LEFT JOIN api_tokens t ON h.actor_kind = 'token' AND t.id = h.actor_id
          AND t.store_hash = h.store_hash
        LEFT JOIN jobs j ON h.actor_kind = 'job' AND j.id = h.actor_id
          AND j.store_hash = h.store_hash
        WHERE ${where(storeHash, filter)}
        ORDER BY h.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`.execute(database);
      return rows.map((row) => ({
        id: Number(row.id),
        at: row.at,
        actor: { kind: row.actor_kind, id: Number(row.actor_id), name: row.actor_name ?? null },
        job_id: nullableNumber(row.job_id),
        request_id: row.request_id,
        subject: row.subject,
        record_type: row.record_type,
        record_id: Number(row.record_id),
        namespace: row.namespace,
        key: row.meta_key,
        action: row.action,
        old_value: row.old_value,
        new_value: row.new_value,
      }));
    },

    /**
     * How many changes of a record type a job made (metafields unless `subject` says otherwise,
     * as a value import's custom-resource values): what its undo has to look at.
     */
    async countOfJob(
      storeHash: string,
      jobId: number,
      recordType: string,
      subject: ChangeSubject = 'metafield',
    ): Promise<number> {
      const { rows } = await sql<{ count: number | string }>`
        SELECT COUNT(*) AS count FROM change_history
        WHERE store_hash = ${storeHash} AND job_id = ${jobId} AND subject = ${subject}
          AND record_type = ${recordType}`.execute(database);
      return Number(rows[0]?.count ?? 0);
    },

    /**
     * A job's changes of a record type (metafields unless `subject` says otherwise), newest
     * first, those before `beforeId` (all when null): an undo takes them back in the reverse of
     * the order they were made.
     */
    async ofJob(
      storeHash: string,
      jobId: number,
      recordType: string,
      {
        beforeId,
        limit,
        subject = 'metafield',
      }: { beforeId: number | null; limit: number; subject?: ChangeSubject },
    ): Promise<JobChange[]> {
      const before = beforeId === null ? sql`` : sql`AND id < ${beforeId}`;
      const { rows } = await sql<StoredChange>`
        SELECT * FROM change_history
        WHERE store_hash = ${storeHash} AND job_id = ${jobId} AND subject = ${subject}
          AND record_type = ${recordType} ${before}
        ORDER BY id DESC LIMIT ${limit}`.execute(database);
      return rows.map(jobChange);
    },

    /**
     * Every change a job made to these records of a type, newest first, however far apart in
     * the history: what an undo needs to take a whole record back at once (a value import's
     * row writes several fields, and a file may name a value twice).
     */
    async ofJobRecords(
      storeHash: string,
      jobId: number,
      subject: ChangeSubject,
      recordType: string,
      recordIds: readonly number[],
    ): Promise<JobChange[]> {
      if (recordIds.length === 0) return [];
      const { rows } = await sql<StoredChange>`
        SELECT * FROM change_history
        WHERE store_hash = ${storeHash} AND record_type = ${recordType}
          AND record_id IN (${sql.join(recordIds)}) AND job_id = ${jobId}
          AND subject = ${subject}
        ORDER BY id DESC`.execute(database);
      return rows.map(jobChange);
    },

    /** Removes the changes recorded before `before` (retention); answers how many. */
    async removeBefore(before: Date): Promise<number> {
      const result = await sql`
        DELETE FROM change_history WHERE at < ${before.toISOString()}`.execute(database);
      return Number(result.numAffectedRows ?? 0);
    },
  };
}
export type ChangeHistory = ReturnType<typeof createChangeHistory>;
