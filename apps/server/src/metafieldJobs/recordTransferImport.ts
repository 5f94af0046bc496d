import { csvMessage, type Metafield } from '@metafields/core';
import { englishText } from '../englishText.js';
import { HttpError } from '../http/errors.js';
import { JobFailure } from '../jobs/jobFailure.js';
import type { PlatformStore } from '../platformClient/json.js';
import { listRecordMetafields } from '../templates/recordMetafields.js';
import { applyMetafieldRows, type AppliedWrite } from './importApply.js';
import type { ImportFile, MetafieldWrite } from './importFile.js';
import type { TransferRecord } from './recordTransferRecord.js';

/** What a per-record import did, and the rows it did not apply as 'Row N: …' lines. */
export interface RecordImportResult {
  created: number;
  updated: number;
  deleted: number;
  errors: string[];
}

interface RowLine {
  row: number;
  line: string;
}

const rowLine = (row: number, message: string): RowLine => ({
  row,
  line: englishText(csvMessage('csv.error.row', { row, message })),
});

/** A row of another record: this address changes its own record's metafields only. */
const otherRecordMessage = (record: TransferRecord, resourceId: number) =>
  `The row is for ${record.type} ${resourceId}, not ${record.type} ${record.id}, whose metafields this import changes.`;

/**
 * `applyMetafieldRows` is the import jobs' and calls the platform as a job does (waiting out a
 * busy platform, retrying its failures); here nothing cancels it, and what still fails is this
 * request's 502, with the message a job would have shown.
 */
const neverAborted = new AbortController().signal;

async function apply(
  platform: PlatformStore,
  record: TransferRecord,
  writes: readonly MetafieldWrite[],
) {
  try {
    return await applyMetafieldRows(platform, record.type, writes, neverAborted);
  } catch (error) {
    if (error instanceof JobFailure) throw new HttpError(502, 'platform_error', error.message);
    throw error;
  }
}

const slotOf = (metafield: { namespace: string; key: string }) =>
  JSON.stringify([metafield.namespace, metafield.key]);

/**
 * The changes, read from the record before and after over the metafields the rows name:
 * `applyMetafieldRows` answers only its refusals, and a row that already matches, or removes
 * what is not there, changes nothing and counts as nothing.
 */
function countChanges(
  before: readonly Metafield[],
  after: readonly Metafield[],
  writes: readonly MetafieldWrite[],
) {
  const was = new Map(before.map((metafield) => [slotOf(metafield), metafield]));
  const now = new Map(after.map((metafield) => [slotOf(metafield), metafield]));
  const counts = { created: 0, updated: 0, deleted: 0 };
  for (const slot of new Set(writes.map(slotOf))) {
    const old = was.get(slot);
    const current = now.get(slot);
    if (!old && current) counts.created += 1;
    else if (old && !current) counts.deleted += 1;
    else if (
      old &&
      current &&
      (old.value !== current.value ||
        old.permission_set !== current.permission_set ||
        (old.description ?? '') !== (current.description ?? ''))
    ) {
      counts.updated += 1;
    }
  }
  return counts;
}

/**
 * Applies a read import file to one record. Every row must be the record's own: a row naming
 * another record is refused as a row error, and the others still apply, as bad rows do in the
 * bulk import. Errors list the file's bad rows, then the refused and failed rows by row number.
 */
export async function importRecordFile(
  platform: PlatformStore,
  record: TransferRecord,
  file: ImportFile,
  /** Given the writes the platform accepted: the change history records them (issue 28). */
  onApplied: (applied: readonly AppliedWrite[]) => Promise<void> = async () => undefined,
): Promise<RecordImportResult> {
  const refused: RowLine[] = [];
  const writes: MetafieldWrite[] = [];
  for (const row of file.rows) {
    const other = row.writes.find((write) => write.resource_id !== record.id);
    if (other) refused.push(rowLine(row.row, otherRecordMessage(record, other.resource_id)));
    else writes.push(...row.writes);
  }

  let counts = { created: 0, updated: 0, deleted: 0 };
  if (writes.length > 0) {
    const before = await listRecordMetafields(platform, record.type, record.id);
    const { failures, applied } = await apply(platform, record, writes);
    await onApplied(applied);
    refused.push(...failures.map((failure) => rowLine(failure.row, failure.message)));
    const after = await listRecordMetafields(platform, record.type, record.id);
    counts = countChanges(before, after, writes);
  }
  const lines = refused.sort((a, b) => a.row - b.row).map((entry) => entry.line);
  // A shared row writes several metafields: one refusal for all of them is listed once.
  return { ...counts, errors: [...new Set([...file.errors, ...lines])] };
}
