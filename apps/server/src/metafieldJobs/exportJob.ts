import {
  customLayoutHeader,
  customLayoutRow,
  resourceTypes,
  sharedLayoutHeader,
  sharedLayoutRow,
  type CsvTemplate,
  type ResourceType,
} from '@metafields/core';
import * as z from 'zod';
import type { AreaContext } from '../area.js';
import { HttpError } from '../http/errors.js';
import { JobFailure } from '../jobs/jobFailure.js';
import { jobPlatformJson } from '../jobs/jobPlatform.js';
import type { Queries } from '../database/database.js';
import type { JobHandler, RunningJob } from '../jobs/runner.js';
import { csvRows, writeCsv } from '../templates/csvFile.js';
import { createTemplatesRepo } from '../templates/templatesRepo.js';
import {
  metafieldPageOf,
  metafieldsOfRecords,
  productsOfVariants,
  type ExportMetafield,
} from './exportMetafields.js';
import {
  listExportRecords,
  PAGE_SIZE,
  type ExportRecord,
  type PlatformFetch,
} from './exportRecords.js';
import {
  exportParamsSchema,
  hasFilter,
  recordJobType,
  type ExportParams,
} from './exportRequest.js';

/** A shared layout's column: the template it shows, in the header's order. */
const columnSchema = z.object({ namespace: z.string(), meta_key: z.string() });

/**
 * Where an export stands after its last recorded batch: the next page of the batch list (the
 * direct read) or the next record of the record list, the file's size and the rows counted.
 * A shared export also keeps the columns its header was written with, so that a resumed one
 * writes its rows under the same headings whatever happened to the templates meanwhile.
 * (A checkpoint without them was recorded before they were kept: its templates are read.)
 */
const checkpointSchema = z.object({
  position: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  items: z.number().int().nonnegative(),
  total: z.number().int().nonnegative().nullable(),
  columns: z.array(columnSchema).optional(),
});
type Checkpoint = z.infer<typeof checkpointSchema>;

/** Pages of the batch list per recorded batch, read side by side: few, short waits. */
const PAGES_PER_BATCH = 4;
/** Records per `resource_id:in` read: a query string the platform takes without question. */
const RECORDS_PER_BATCH = PAGE_SIZE;

/** More templates than a type ever has: the shared layout takes every one. */
const ALL_TEMPLATES = 100_000;

const typeSchema = z.enum(resourceTypes.map((entry) => entry.singular));

interface ExportWork {
  running: RunningJob;
  fetch: PlatformFetch;
  type: ResourceType;
  params: ExportParams;
  /** The shared layout's columns, in the header's order (`sort_order` is their place). */
  templates: CsvTemplate[];
}

/** The columns a checkpoint keeps: the templates' places, in the header's order. */
const columnsOf = (work: ExportWork) =>
  work.params.exportType === 'shared'
    ? {
        columns: [...work.templates]
          .sort((a, b) => a.sort_order - b.sort_order)
          .map(({ namespace, meta_key }) => ({ namespace, meta_key })),
      }
    : {};

/**
 * The header once, at the start. Resumed, the file holds exactly the bytes its checkpoint
 * counts, since each batch's rows commit with it; a file of another size was left mid-way by a
 * server before ADR 0027, and the export starts again.
 */
async function startFile(work: ExportWork, checkpoint: Checkpoint | null) {
  const { files } = work.running;
  if (checkpoint && (await files.size('output.csv')) === checkpoint.bytes) return checkpoint;
  const header =
    work.params.exportType === 'shared'
      ? sharedLayoutHeader(work.type, work.templates)
      : customLayoutHeader(work.type);
  await files.replace('output.csv', `${writeCsv([header])}\r\n`);
  return null;
}

function rowsOf(
  work: ExportWork,
  records: readonly ExportRecord[],
  metafields: readonly ExportMetafield[],
): { rows: string[][]; items: number } {
  const byRecord = new Map<number, ExportMetafield[]>();
  for (const metafield of [...metafields].sort((a, b) => a.id - b.id)) {
    const list = byRecord.get(metafield.resource_id) ?? [];
    list.push(metafield);
    byRecord.set(metafield.resource_id, list);
  }
  if (work.params.exportType === 'shared') {
    const rows = records.map((record) =>
      sharedLayoutRow(work.type, work.templates, record, byRecord.get(record.id) ?? []),
    );
    return { rows, items: rows.length };
  }
  const rows = records.flatMap((record) =>
    (byRecord.get(record.id) ?? []).map((metafield) =>
      customLayoutRow(work.type, record, metafield),
    ),
  );
  return { rows, items: rows.length };
}

/**
 * Records where the export stands with the batch's rows appended in the same transaction (and
 * `also`'s writes): a crash keeps both or neither, so no row is lost or written twice.
 */
async function recordBatch(
  work: ExportWork,
  before: Checkpoint,
  batch: { rows: string[][]; items: number; position: number; total: number | null },
  progressPercent: number,
  also?: (queries: Queries) => Promise<void>,
): Promise<Checkpoint> {
  const text = batch.rows.length ? csvRows(batch.rows) : '';
  const checkpoint: Checkpoint = {
    position: batch.position,
    bytes: before.bytes + Buffer.byteLength(text),
    items: before.items + batch.items,
    total: batch.total,
    ...columnsOf(work),
  };
  await work.running.record(
    {
      checkpoint,
      itemsProcessed: checkpoint.items,
      total: checkpoint.total,
      progressPercent,
      status: 'processing',
    },
    async (queries) => {
      if (text) await work.running.files.append('output.csv', text, queries);
      await also?.(queries);
    },
  );
  return checkpoint;
}

const exportRecordOf = (id: number, productId: number | undefined): ExportRecord =>
  productId === undefined ? { id } : { id, product_id: productId };

/**
 * Every metafield of the type, custom layout, no filter: the batch list's pages read directly,
 * a few side by side, with no record list. This is the 150,000-metafield path the bench times.
 */
async function exportPages(work: ExportWork, resumed: Checkpoint | null) {
  let at: Checkpoint = resumed ?? {
    position: 1,
    bytes: await work.running.files.size('output.csv'),
    items: 0,
    total: null,
  };
  let pages = Number.POSITIVE_INFINITY;
  while (at.position <= pages) {
    if (await work.running.cancelRequested()) return 'cancelled';
    // Once the first answer gave the page count, no page past the end is asked for.
    const count = Math.min(PAGES_PER_BATCH, pages - at.position + 1);
    const numbers = Array.from({ length: count }, (_, index) => at.position + index);
    const answers = await Promise.all(
      numbers.map((page) => metafieldPageOf(work.fetch, work.type, page)),
    );
    pages = answers[0]?.pages ?? 0;
    const metafields = answers.flatMap((answer) => answer.metafields);
    const products =
      work.type === 'variant'
        ? await productsOfVariants(
            work.fetch,
            metafields.map((metafield) => metafield.resource_id),
          )
        : undefined;
    const rows = metafields.map((metafield) =>
      customLayoutRow(
        work.type,
        exportRecordOf(metafield.resource_id, products?.get(metafield.resource_id)),
        metafield,
      ),
    );
    const position = at.position + count;
    const done = Math.min(position - 1, pages);
    at = await recordBatch(
      work,
      at,
      { rows, items: rows.length, position, total: answers[0]?.total ?? null },
      pages === 0 ? 100 : (done / pages) * 100,
    );
  }
  return 'completed';
}

async function exportRecords(work: ExportWork, resumed: Checkpoint | null) {
  let records: ExportRecord[];
  let at: Checkpoint;
  if (resumed) {
    records = JSON.parse(await work.running.files.readText('records.json')) as ExportRecord[];
    at = resumed;
  } else {
    const listed = await listExportRecords(
      work.fetch,
      work.type,
      work.params,
      work.running.cancelRequested,
    );
    if (listed === null) return 'cancelled';
    records = listed;
    // The records list, kept with the first checkpoint: a resumed job goes on through the very
    // records it started with.
    const kept = JSON.stringify(records);
    at = await recordBatch(
      work,
      { position: 0, bytes: await work.running.files.size('output.csv'), items: 0, total: null },
      {
        rows: [],
        items: 0,
        position: 0,
        total: work.params.exportType === 'shared' ? records.length : null,
      },
      0,
      (queries) => work.running.files.replace('records.json', kept, queries),
    );
  }
  const namespaces =
    work.params.exportType === 'shared'
      ? work.templates.map((template) => template.namespace)
      : undefined;
  while (at.position < records.length) {
    if (await work.running.cancelRequested()) return 'cancelled';
    const batch = records.slice(at.position, at.position + RECORDS_PER_BATCH);
    const metafields = await metafieldsOfRecords(
      work.fetch,
      work.type,
      batch.map((record) => record.id),
      namespaces,
    );
    const position = at.position + batch.length;
    at = await recordBatch(
      work,
      at,
      { ...rowsOf(work, batch, metafields), position, total: at.total },
      (position / records.length) * 100,
    );
  }
  return 'completed';
}

/**
 * The metafield export job (issue 7): selects the records with the filter mapped to the
 * platform's list queries, reads their metafields 250 at a time through the batch list, and
 * writes the CSV in the shared or custom layout, header once, then rows appended batch by
 * batch. Nothing is written to the platform, so a batch read again after a crash is harmless:
 * its rows commit with its checkpoint, and no row is lost or written twice.
 */
export function metafieldExportJob(context: Pick<AreaContext, 'database'>): JobHandler {
  const templatesRepo = createTemplatesRepo(context.database);
  return async (running) => {
    const params = exportParamsSchema.parse(running.job.params);
    const type = params.record
      ? recordJobType(params.record)
      : typeSchema.parse(running.job.subject);
    const saved = checkpointSchema.safeParse(running.job.checkpoint);
    const kept = saved.success ? saved.data.columns : undefined;
    const templates: CsvTemplate[] =
      params.exportType !== 'shared'
        ? []
        : kept
          ? kept.map((column, place) => ({ ...column, sort_order: place }))
          : (
              await templatesRepo.list(
                { storeHash: running.job.storeHash, type },
                { page: 1, perPage: ALL_TEMPLATES, search: '' },
              )
            ).rows;
    const work: ExportWork = {
      running,
      type,
      params,
      templates,
      fetch: (call) => jobPlatformJson(running.platform, call, running.signal),
    };
    const resumed = await startFile(work, saved.success ? saved.data : null);
    const direct =
      params.exportType === 'custom' && !hasFilter(params.filter) && params.record === undefined;
    try {
      return await (direct ? exportPages(work, resumed) : exportRecords(work, resumed));
    } catch (error) {
      // A platform answer the export cannot read fails the job with the platform's message.
      if (error instanceof HttpError) throw new JobFailure(error.message);
      throw error;
    }
  };
}
