import { csvMessage } from '@metafields/core';
import * as z from 'zod';
import type { AreaContext } from '../area.js';
import { englishText } from '../englishText.js';
import { createChangeHistory, type NewChange } from '../history/changeHistory.js';
import { valueChanges } from '../history/valueChanges.js';
import { JobFailure } from '../jobs/jobFailure.js';
import type { JobHandler } from '../jobs/runner.js';
import { changedSinceMessage } from '../metafieldJobs/undoJob.js';
import { createFieldsRepo } from './fieldsRepo.js';
import { createObjectsRepo } from './objectsRepo.js';
import { valueImportParams } from './valueImportJob.js';
import { planValueUndo, valueUndoSlots, type ValueUndoSlot } from './valueUndoPlan.js';
import { createValuesRepo } from './valuesRepo.js';

/** Changes of the undone import a batch reads (its values' other changes come with them). */
export const VALUE_UNDO_BATCH_CHANGES = 1000;

/** Where an undo stands: the oldest change read, and how many are. */
const checkpointSchema = z.object({
  beforeId: z.number().int().positive().nullable(),
  done: z.number().int().nonnegative(),
});

const subject = 'custom-resource-value';
const recordType = 'custom-resource';

/** 'Row N: …' for each row of the value; a value with no row recorded is named by its id. */
const refusalLines = (slot: ValueUndoSlot): string[] =>
  slot.rows.length === 0
    ? [`Value ${slot.valueId}: ${changedSinceMessage}`]
    : slot.rows.map((row) =>
        englishText(csvMessage('csv.error.row', { row, message: changedSinceMessage })),
      );

/** Whether a value import job is an undo (it then has no file to read). */
export const isValueUndoJob = (params: unknown) =>
  valueImportParams.safeParse(params).data?.undoOf !== undefined;

/**
 * The undo of a custom-resource value import (issue 28): the import's changes are read from
 * the change history newest first, a batch at a time, each value whole (all the import's changes
 * of it, however far apart), in the batch holding its newest change. A value still as the import
 * left it goes back (one it created is removed); one changed since is left alone and its rows
 * are the job's errors. Each batch reads its values, writes them and records the undo's own
 * changes in the transaction of its checkpoint, so a batch run again after a restart finds its
 * values already as they were and does nothing twice. Cancel is honoured between batches.
 */
export function valueUndoJob(
  context: Pick<AreaContext, 'database'>,
  { batchChanges = VALUE_UNDO_BATCH_CHANGES } = {},
): JobHandler {
  const history = createChangeHistory(context.database);
  const values = createValuesRepo(context.database);
  const objects = createObjectsRepo(context.database);
  const fieldsRepo = createFieldsRepo(context.database);

  return async ({ job, signal, record, cancelRequested }) => {
    const undoOf = valueImportParams.safeParse(job.params).data?.undoOf;
    if (undoOf === undefined) throw new JobFailure('This import cannot be undone.');
    const objectId = Number(job.subject);
    if (!(await objects.find(job.storeHash, objectId))) throw new JobFailure('Resource not found.');
    const fields = await fieldsRepo.all(objectId);
    const total = await history.countOfJob(job.storeHash, undoOf, recordType, subject);
    const start = checkpointSchema.safeParse(job.checkpoint);
    let { beforeId, done } = start.success ? start.data : { beforeId: null, done: 0 };
    const who = { actor: { kind: 'job', id: job.id } as const, jobId: job.id, requestId: null };

    for (;;) {
      if (signal.aborted) throw signal.reason;
      if (await cancelRequested()) return 'cancelled';
      const page = await history.ofJob(job.storeHash, undoOf, recordType, {
        beforeId,
        limit: batchChanges,
        subject,
      });
      if (page.length === 0) break;
      const ids = [...new Set(page.map((change) => change.recordId))];
      const all = await history.ofJobRecords(job.storeHash, undoOf, subject, recordType, ids);
      // A value whose newest change an earlier batch read was taken back by that batch.
      const slots = valueUndoSlots(
        all.filter((change) => change.namespace === String(objectId)),
      ).filter((slot) => beforeId === null || slot.newestId < beforeId);
      beforeId = page.at(-1)?.id ?? beforeId;
      done += page.length;
      const errors: string[] = [];

      await record(
        {
          checkpoint: { beforeId, done },
          itemsProcessed: done,
          total,
          progressPercent: total === 0 ? 100 : (done / total) * 100,
          errors,
        },
        // Read, decided and written in the checkpoint's transaction; `record` reads `errors`
        // after its effects.
        async (queries) => {
          const made: NewChange[] = [];
          for (const slot of slots) {
            const current = (await values.find(job.storeHash, objectId, slot.valueId, queries))
              ?.data;
            const step = planValueUndo(slot, current, fields);
            if (step.kind === 'changedSince') errors.push(...refusalLines(slot));
            else if (step.kind === 'remove') {
              await values.remove(job.storeHash, objectId, slot.valueId, queries);
              made.push(...valueChanges(who, objectId, slot.valueId, current, undefined));
            } else if (step.kind === 'restore') {
              await values.update(job.storeHash, objectId, slot.valueId, step.data, queries);
              made.push(...valueChanges(who, objectId, slot.valueId, current, step.data));
            }
          }
          if (made.length > 0) await history.add(job.storeHash, made, queries);
        },
      );
    }
    return 'completed';
  };
}
