import {
  importPreviewOutcomes,
  type ImportPreviewCounts,
  type ImportPreviewOutcome,
  type ImportPreviewRow,
} from '@metafields/core';
import { sql } from 'kysely';
import type { Database, Queries } from '../database/database.js';

/** A preview's change with its place in the job's run: the same change keeps the same `seq`. */
export interface PreviewChange extends ImportPreviewRow {
  seq: number;
}

interface StoredRow {
  file_row: number;
  outcome: ImportPreviewOutcome;
  record_id: number | null;
  namespace: string | null;
  meta_key: string | null;
  old_value: string | null;
  new_value: string | null;
  reason: string | null;
}

/** Rows a single insert carries: ten columns each stays under SQLite's 32,766 parameters. */
const INSERT_ROWS = 500;

/**
 * The changes an import preview found (issue 28), kept by job and removed with it. Written in
 * the transaction of the batch they belong to, so a resumed preview adds each change once.
 */
export function createPreviewRows({ queries: database }: Database) {
  return {
    /** Adds changes; those already kept (a batch run again after a restart) are left as they are. */
    async add(jobId: number, changes: readonly PreviewChange[], queries: Queries = database) {
      for (let at = 0; at < changes.length; at += INSERT_ROWS) {
        const values = changes.slice(at, at + INSERT_ROWS).map(
          (change) =>
            sql`(${jobId}, ${change.seq}, ${change.row}, ${change.outcome}, ${change.record_id},
                ${change.namespace}, ${change.key}, ${change.old_value}, ${change.new_value},
                ${change.reason})`,
        );
        await sql`INSERT INTO job_preview_rows (job_id, seq, file_row, outcome, record_id,
            namespace, meta_key, old_value, new_value, reason)
          VALUES ${sql.join(values)}
          ON CONFLICT (job_id, seq) DO NOTHING`.execute(queries);
      }
    },

    /** How many changes of each outcome the job holds. */
    async counts(jobId: number): Promise<ImportPreviewCounts> {
      const { rows } = await sql<{ outcome: ImportPreviewOutcome; count: number | string }>`
        SELECT outcome, COUNT(*) AS count FROM job_preview_rows WHERE job_id = ${jobId}
        GROUP BY outcome`.execute(database);
      const counts = Object.fromEntries(importPreviewOutcomes.map((outcome) => [outcome, 0]));
      for (const row of rows) counts[row.outcome] = Number(row.count);
      return counts as ImportPreviewCounts;
    },

    /** A page of the job's changes in file order, of one outcome or of all. */
    async page(
      jobId: number,
      { outcome, page, limit }: { outcome?: ImportPreviewOutcome; page: number; limit: number },
    ): Promise<ImportPreviewRow[]> {
      const which = outcome === undefined ? sql`` : sql`AND outcome = ${outcome}`;
      const { rows } = await sql<StoredRow>`
        SELECT file_row, outcome, record_id, namespace, meta_key, old_value, new_value, reason
        FROM job_preview_rows WHERE job_id = ${jobId} ${which}
        ORDER BY file_row, seq LIMIT ${limit} OFFSET ${(page - 1) * limit}`.execute(database);
      return rows.map((row) => ({
        row: Number(row.file_row),
        outcome: row.outcome,
        record_id: row.record_id === null ? null : Number(row.record_id),
        namespace: row.namespace,
        key: row.meta_key,
        old_value: row.old_value,
        new_value: row.new_value,
        reason: row.reason,
      }));
    },
  };
}
export type PreviewRows = ReturnType<typeof createPreviewRows>;
