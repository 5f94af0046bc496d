import {
  customResourceValueRow,
  customResourceValuesHeader,
  type CsvResourceField,
  type CustomObjectField,
} from '@metafields/core';
import * as z from 'zod';
import type { AreaContext } from '../area.js';
import { JobFailure } from '../jobs/jobFailure.js';
import type { JobHandler } from '../jobs/runner.js';
import { csvRows, writeCsv } from '../templates/csvFile.js';
import { createFieldsRepo } from './fieldsRepo.js';
import { createObjectsRepo } from './objectsRepo.js';
import { createValueExportRows } from './valueExportRows.js';

/**
 * Where an export stands: the last value id written, the file's bytes and rows then, and the
 * columns (field keys in file order) its header was written with, so that a resumed export
 * writes rows that match its header even if the fields changed meanwhile.
 */
const checkpointSchema = z.object({
  lastId: z.number().int(),
  bytes: z.number().int(),
  rows: z.number().int(),
  columns: z.array(z.string()),
});
type Checkpoint = z.infer<typeof checkpointSchema>;

/** The columns as core's layout takes them: the fields still there, in the header's order. */
function columnFields(columns: readonly string[], fields: readonly CustomObjectField[]) {
  const byKey = new Map(fields.map((field) => [field.meta_key, field]));
  return columns.map((meta_key, sort_order): CsvResourceField => ({
    meta_key,
    sort_order,
    content_type: byKey.get(meta_key)?.content_type ?? 'text',
    options: byKey.get(meta_key)?.options ?? null,
  }));
}

/**
 * The custom resource value export job: every value of the resource in core's layout (`id`,
 * then one column per field), written in batches. Each batch's bytes are on disk before its
 * checkpoint is recorded; a resumed job cuts the file back to the recorded bytes and goes on
 * after the recorded id, so no row is lost or written twice.
 */
export function valueExportJob(
  context: Pick<AreaContext, 'database'>,
  { batchSize = 500 }: { batchSize?: number } = {},
): JobHandler {
  const rows = createValueExportRows(context.database);
  const objects = createObjectsRepo(context.database);
  const fields = createFieldsRepo(context.database);

  return async ({ job, files, signal, record, cancelRequested }) => {
    const objectId = Number(job.subject);
    if (!(await objects.find(job.storeHash, objectId))) throw new JobFailure('Resource not found.');
    const resourceFields = await fields.all(objectId);
    const total = await rows.count(job.storeHash, objectId);
    const progress = (at: Checkpoint) => ({
      checkpoint: at,
      itemsProcessed: at.rows,
      total,
      progressPercent: total === 0 ? 100 : (at.rows / total) * 100,
    });

    // Each batch's rows commit with its checkpoint, so a resumed file holds what it counts;
    // one of another size was left mid-way by a server before ADR 0027: start again.
    let at = checkpointSchema.safeParse(job.checkpoint).data;
    if (at === undefined || (await files.size('output.csv')) !== at.bytes) {
      const header = writeCsv([customResourceValuesHeader(resourceFields)]) + '\r\n';
      const columns = [...resourceFields].sort((a, b) => a.sort_order - b.sort_order);
      const bytes = Buffer.byteLength(header);
      at = { lastId: 0, bytes, rows: 0, columns: columns.map((field) => field.meta_key) };
      await record(progress(at), (queries) => files.replace('output.csv', header, queries));
    }
    const columns = columnFields(at.columns, resourceFields);

    for (;;) {
      if (signal.aborted) throw signal.reason;
      if (await cancelRequested()) return 'cancelled';
      const batch = await rows.after(job.storeHash, objectId, at.lastId, batchSize);
      if (batch.length === 0) return 'completed';
      const lines = batch.map((value) =>
        customResourceValueRow(columns, { ...value.data, id: value.id }),
      );
      const text = csvRows(lines);
      at = {
        ...at,
        lastId: batch[batch.length - 1]?.id ?? at.lastId,
        bytes: at.bytes + Buffer.byteLength(text),
        rows: at.rows + batch.length,
      };
      await record(progress(at), (queries) => files.append('output.csv', text, queries));
    }
  };
}
