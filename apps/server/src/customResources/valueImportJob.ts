import * as z from 'zod';
import type { AreaContext } from '../area.js';
import { createChangeHistory } from '../history/changeHistory.js';
import { JobFailure } from '../jobs/jobFailure.js';
import type { JobHandler } from '../jobs/runner.js';
import { createFieldsRepo } from './fieldsRepo.js';
import { createObjectsRepo } from './objectsRepo.js';
import { applyImportWrites, checkImportBatch } from './valueImportBatch.js';
import { readValueImportFile } from './valueImportFile.js';
import { valuePreviewChanges } from './valueImportPreview.js';
import { createPreviewRows } from '../jobs/previewRows.js';
import { createValuesRepo } from './valuesRepo.js';

/**
 * What a value import is asked: whether an API token started it (see `valueImportBatch.ts`),
 * whether it is a preview (issue 28), which checks every row and writes nothing, and for an undo
 * (issue 28, `valueUndoJob.ts`) the import whose changes it takes back; an undo has no file.
 */
export const valueImportParams = z.object({
  byApiToken: z.boolean(),
  preview: z.boolean().optional(),
  undoOf: z.number().int().positive().optional(),
});

/**
 * Where an import stands: the file row of the last recorded batch (the header being row 1) and
 * the data rows done. Rows are counted by their place in the file, so the rows after it are
 * exactly those still to do, whatever was refused.
 */
const checkpointSchema = z.object({ row: z.number().int(), processed: z.number().int() });
const start = { row: 1, processed: 0 };

/**
 * The custom resource value import job: the uploaded file's rows, in batches, each checked with
 * the value form's rules and written in the same transaction as the batch's checkpoint. A crash
 * leaves both or neither, so a resumed job neither skips a row nor creates a value twice, even
 * for rows without an id; its changes are recorded in the change history (issue 28) there too.
 * A preview checks the same batches and keeps their changes instead, recording none.
 */
export function valueImportJob(
  context: Pick<AreaContext, 'database'>,
  { batchSize = 500 }: { batchSize?: number } = {},
): JobHandler {
  const values = createValuesRepo(context.database);
  const objects = createObjectsRepo(context.database);
  const fields = createFieldsRepo(context.database);
  const previews = createPreviewRows(context.database);
  const changes = createChangeHistory(context.database);

  return async ({ job, files, platform, signal, record, cancelRequested }) => {
    const objectId = Number(job.subject);
    if (!(await objects.find(job.storeHash, objectId))) throw new JobFailure('Resource not found.');
    if (!(await files.exists('input.csv'))) throw new JobFailure('The uploaded file is missing.');
    const resourceFields = await fields.all(objectId);
    const file = readValueImportFile(await files.readText('input.csv'), resourceFields);
    // The header was checked when the import started; a field removed since refuses it here.
    if ('refusal' in file) throw new JobFailure(file.refusal);

    const params = valueImportParams.safeParse(job.params).data;
    const target = {
      storeHash: job.storeHash,
      objectId,
      fields: resourceFields,
      values,
      objects,
      platform,
      // Unreadable parameters keep read-only fields: the safer reading.
      byApiToken: params?.byApiToken ?? false,
    };
    const total = file.items.length;
    const done = checkpointSchema.safeParse(job.checkpoint).data ?? start;
    const remaining = file.items.filter((item) => item.row > done.row);
    let processed = done.processed;
    if (total === 0) {
      await record({ checkpoint: start, itemsProcessed: 0, total, progressPercent: 100 });
    }

    for (let at = 0; at < remaining.length; at += batchSize) {
      if (signal.aborted) throw signal.reason;
      if (await cancelRequested()) return 'cancelled';
      const batch = remaining.slice(at, at + batchSize);
      const { writes, refusals } = await checkImportBatch(batch, target);
      const errors = refusals.map(({ line }) => line);
      processed += batch.length;
      const row = batch[batch.length - 1]?.row ?? done.row;
      // `record` runs the writes first and reads `errors` after them, in its transaction, so
      // a write that finds its value gone adds its line to this batch's errors.
      await record(
        {
          checkpoint: { row, processed },
          itemsProcessed: processed,
          total,
          progressPercent: (processed / total) * 100,
          errors,
        },
        params?.preview
          ? (queries) => previews.add(job.id, valuePreviewChanges(batch, writes, refusals), queries)
          : (queries) =>
              applyImportWrites(queries, writes, target, errors, { changes, jobId: job.id }),
      );
    }
    return 'completed';
  };
}
