import { csvMessage, type ResourceType } from '@metafields/core';
import * as z from 'zod';
import type { AreaContext } from '../area.js';
import { englishText } from '../englishText.js';
import { createChangeHistory, type NewChange } from '../history/changeHistory.js';
import { JobFailure } from '../jobs/jobFailure.js';
import type { JobHandler } from '../jobs/runner.js';
import { batchWrite, metafieldsOfRecords } from './importPlatform.js';
import { importParamsSchema, importRecordType } from './importParams.js';
import { planUndo, undoSlots, type UndoSlot } from './undoPlan.js';

/** Changes of the undone job a batch takes back. */
export const UNDO_BATCH_CHANGES = 1000;

/** Where an undo stands: the oldest change taken back, and how many are. */
const checkpointSchema = z.object({
  beforeId: z.number().int().positive().nullable(),
  done: z.number().int().nonnegative(),
});

export const changedSinceMessage = 'The value was changed since this import; it was left as it is.';

const notUndoable = 'This import cannot be undone.';

/** 'Row N: …' for each row of the slot; a slot with no row (an undo's) names its metafield. */
function slotLines(slot: UndoSlot, type: ResourceType, message: string): string[] {
  if (slot.rows.length === 0) {
    return [`${type} ${slot.recordId}, ${slot.namespace}.${slot.key}: ${message}`];
  }
  return slot.rows.map((row) => englishText(csvMessage('csv.error.row', { row, message })));
}

/** Whether a metafield import job is an undo (it then has no file to read). */
export const isUndoJob = (params: unknown) =>
  importParamsSchema.safeParse(params).data?.undoOf !== undefined;

/**
 * The undo of a metafield import (issue 28): the import's changes, read from the change
 * history newest first a batch at a time, are taken back where the metafield is still as the
 * import left it; where it was changed since, each of its rows is refused. The undo's own writes
 * are recorded as its changes in the batch's transaction, with the checkpoint: a batch run
 * again after a restart finds its metafields already as they were, and does nothing twice.
 * Cancel is honoured between batches.
 */
export function metafieldUndoJob(
  context: AreaContext,
  { batchChanges = UNDO_BATCH_CHANGES } = {},
): JobHandler {
  const history = createChangeHistory(context.database);
  return async (running) => {
    const { job, platform, signal } = running;
    const params = importParamsSchema.safeParse(job.params).data;
    const undoOf = params?.undoOf;
    // A record tab's undo has the record as its subject, and the record's type in its params.
    const type = params && importRecordType(job.subject, params);
    if (undoOf === undefined || !type) throw new JobFailure(notUndoable);
    const total = await history.countOfJob(job.storeHash, undoOf, type);
    const start = checkpointSchema.safeParse(job.checkpoint);
    let { beforeId, done } = start.success ? start.data : { beforeId: null, done: 0 };

    for (;;) {
      if (await running.cancelRequested()) return 'cancelled';
      const changes = await history.ofJob(job.storeHash, undoOf, type, {
        beforeId,
        limit: batchChanges,
      });
      if (changes.length === 0) break;
      const slots = undoSlots(changes);
      const recordIds = [...new Set(slots.map((slot) => slot.recordId))];
      const metafields = await metafieldsOfRecords(platform, type, recordIds, signal);
      const plan = planUndo(slots, metafields, platform.clientId);
      const errors = plan.changedSince.flatMap((slot) =>
        slotLines(slot, type, changedSinceMessage),
      );
      const made: NewChange[] = [];
      const change = (slot: UndoSlot, action: NewChange['action'], oldValue: string | null) =>
        ({
          actor: { kind: 'job', id: job.id },
          jobId: job.id,
          requestId: null,
          subject: 'metafield',
          recordType: type,
          recordId: slot.recordId,
          namespace: slot.namespace,
          key: slot.key,
          action,
          oldValue,
          newValue: slot.before.present ? slot.before.value : null,
          permissionSet: slot.permissionSet,
        }) satisfies NewChange;

      const send = async (
        method: 'POST' | 'PUT' | 'DELETE',
        planned: ReadonlyArray<{ slot: UndoSlot; item: unknown; existing?: { value: string } }>,
        action: NewChange['action'],
      ) => {
        if (planned.length === 0) return;
        const items = planned.map((entry) => entry.item);
        const { refused } = await batchWrite(platform, type, method, items, signal);
        planned.forEach((entry, index) => {
          const message = refused.get(index);
          if (message !== undefined) errors.push(...slotLines(entry.slot, type, message));
          else made.push(change(entry.slot, action, entry.existing?.value ?? null));
        });
      };
      await send('PUT', plan.updates, 'update');
      await send('POST', plan.creates, 'create');
      await send('DELETE', plan.removals, 'delete');

      beforeId = changes.at(-1)?.id ?? beforeId;
      done += changes.length;
      await running.record(
        {
          checkpoint: { beforeId, done },
          itemsProcessed: done,
          total,
          progressPercent: total === 0 ? 100 : (done / total) * 100,
          status: 'processing',
          errors: [...new Set(errors)],
        },
        made.length > 0 ? (queries) => history.add(job.storeHash, made, queries) : undefined,
      );
    }
    return 'completed';
  };
}
