import { csvMessage, resourceTypes, type ResourceType } from '@metafields/core';
import * as z from 'zod';
import type { AreaContext } from '../area.js';
import { englishText } from '../englishText.js';
import { HttpError } from '../http/errors.js';
import { JobFailure } from '../jobs/jobFailure.js';
import { pipeline } from '../jobs/pipeline.js';
import type { JobFiles } from '../jobs/jobFileStore.js';
import type { JobHandler } from '../jobs/runner.js';
import { addChanges } from '../history/changeHistory.js';
import { appliedChanges } from './appliedChanges.js';
import { applyMetafieldRows, type AppliedWrite, type RowFailure } from './importApply.js';
import { readImportFile, type ImportFile } from './importFile.js';
import { recordJobType } from './exportRequest.js';
import { importParamsSchema } from './importParams.js';
import { previewMetafieldRows } from './importPreview.js';
import { keepRecordRows } from './recordJobRows.js';
import { createPreviewRows, type PreviewChange } from '../jobs/previewRows.js';

/**
 * Good rows a batch applies: a shared row may carry many metafields, a custom row one. Large
 * enough that the platform's batch calls go four at a time, small enough to resume cheaply.
 */
export const IMPORT_BATCH_ROWS = 1000;

/**
 * Batches applied at once, each making up to `PLATFORM_CONCURRENCY` calls: while one reads what
 * its records hold, another writes, so that the platform always has a request to work on.
 */
export const IMPORT_BATCHES_IN_FLIGHT = 2;

/** Where the job stands: how many good rows (in file order) are applied. */
const checkpointSchema = z.object({ rowsDone: z.number().int().nonnegative() });

const fileUnreadable = 'The uploaded file could not be read. Please upload it again.';

/** 'Row N: <the platform's message>', once per row and message. */
function failureLines(failures: readonly RowFailure[]): string[] {
  const lines = failures.map((failure) =>
    englishText(csvMessage('csv.error.row', { row: failure.row, message: failure.message })),
  );
  return [...new Set(lines)];
}

function resourceTypeOf(subject: string): ResourceType {
  const entry = resourceTypes.find((type) => type.singular === subject);
  if (!entry) throw new JobFailure(fileUnreadable);
  return entry.singular;
}

/** The saved upload, read as the route read it; its bad rows were recorded then. */
async function savedFile(
  files: JobFiles,
  type: ResourceType,
  params: unknown,
): Promise<ImportFile> {
  const parsedParams = importParamsSchema.safeParse(params);
  if (!parsedParams.success) throw new JobFailure(fileUnreadable);
  const { importType, templates } = parsedParams.data;
  if (!(await files.exists('input.csv'))) throw new JobFailure(fileUnreadable);
  const text = await files.readText('input.csv');
  try {
    return readImportFile(text, type, importType, templates);
  } catch (error) {
    if (error instanceof HttpError) throw new JobFailure(error.message);
    throw error;
  }
}

/**
 * Batches of the rows from `start`: `batchRows` rows each, stretched to the end of the last
 * record's rows, so that batches in flight together never touch one record.
 */
function* batchesFrom<Row>(
  rows: readonly Row[],
  start: number,
  batchRows: number,
  recordOf: (row: Row) => number,
): Generator<{ start: number; end: number }> {
  for (let from = start; from < rows.length;) {
    let end = Math.min(from + batchRows, rows.length);
    const last = rows[end - 1];
    while (end < rows.length && last && recordOf(rows[end] as Row) === recordOf(last)) end++;
    yield { start: from, end };
    from = end;
  }
}

/**
 * The metafield import job: the file's good rows, a batch at a time by record, through
 * `applyMetafieldRows`, a few batches in flight so that one reads the platform while another
 * writes. Batches are recorded in file order, each with the rows done and its refused rows: a
 * resumed job repeats at most the batches that were in flight, which write nothing twice.
 * Cancel is honoured before each batch starts; the batches in flight finish and stay. It needs
 * nothing of the server's but what the runner gives it; the parameter keeps every kind's maker
 * alike in handlers.ts.
 *
 * A preview (issue 28) runs the same batches but writes nothing: each batch's plan is kept as
 * its changes (`previewRows`), one per cell, in the batch's own transaction. An import records
 * the writes the platform accepted in the change history (issue 28), in the same transaction:
 * a batch run again after a restart finds its writes made and records nothing twice.
 */
export function metafieldImportJob(
  context: AreaContext,
  { batchRows = IMPORT_BATCH_ROWS, batchesInFlight = IMPORT_BATCHES_IN_FLIGHT } = {},
): JobHandler {
  return async (running) => {
    const { job, files, platform, signal } = running;
    const params = importParamsSchema.safeParse(job.params).data;
    const scoped = params?.record;
    const type = scoped ? recordJobType(scoped) : resourceTypeOf(job.subject);
    const saved = await savedFile(files, type, job.params);
    // A record tab's other rows were listed as errors at upload; they are not applied.
    const { rows: fileRows, refused } = scoped ? keepRecordRows(saved, scoped) : saved;
    // One record's rows together, so that a batch reads the metafields of few records; the
    // order is the same on every read of the file, so the checkpoint means the same rows.
    const recordOf = (row: (typeof fileRows)[number]) => row.writes[0]?.resource_id ?? 0;
    const rows = [...fileRows].sort((a, b) => recordOf(a) - recordOf(b) || a.row - b.row);
    const start = checkpointSchema.safeParse(job.checkpoint);
    let done = start.success ? Math.min(start.data.rowsDone, rows.length) : 0;
    const preview = params?.preview ? createPreviewRows(context.database) : undefined;
    const byJob = { actor: { kind: 'job', id: job.id } as const, jobId: job.id, requestId: null };
    // Each write's place in the run, from which its preview change keeps one `seq`.
    const firstWrite: number[] = [];
    let writeCount = 0;
    for (const row of rows) {
      firstWrite.push(writeCount);
      writeCount += row.writes.length;
    }

    const record = (
      errors: readonly string[] = [],
      changes: readonly PreviewChange[] = [],
      applied: readonly AppliedWrite[] = [],
    ) =>
      running.record(
        {
          checkpoint: { rowsDone: done },
          itemsProcessed: done,
          total: rows.length,
          progressPercent: rows.length === 0 ? 100 : (done / rows.length) * 100,
          status: 'processing',
          errors,
        },
        preview && changes.length > 0
          ? (queries) => preview.add(job.id, changes, queries)
          : applied.length > 0
            ? (queries) => addChanges(job.storeHash, appliedChanges(applied, type, byJob), queries)
            : undefined,
      );

    // The file's bad rows are a preview's refused ones, after every write's place.
    const refusedChanges = refused.map(({ row, reason }, index): PreviewChange => ({
      seq: writeCount + index,
      row,
      outcome: 'refused',
      record_id: null,
      namespace: null,
      key: null,
      old_value: null,
      new_value: null,
      reason,
    }));
    await record([], refusedChanges);
    const ended = await pipeline(
      batchesFrom(rows, done, batchRows, recordOf),
      batchesInFlight,
      async (batch) => {
        const writes = rows.slice(batch.start, batch.end).flatMap((row) => row.writes);
        if (!preview)
          return { ...(await applyMetafieldRows(platform, type, writes, signal)), changes: [] };
        const changes = await previewMetafieldRows(platform, type, writes, signal);
        const seq = firstWrite[batch.start] ?? 0;
        return {
          failures: [],
          applied: [],
          changes: changes.map((change, at) => ({ ...change, seq: seq + at })),
        };
      },
      async ({ failures, changes, applied }, batch) => {
        done = batch.end;
        await record(failureLines(failures), changes, applied);
      },
      () => running.cancelRequested(),
    );
    return ended === 'stopped' ? 'cancelled' : 'completed';
  };
}
