import type { ImportPreviewRow } from '@metafields/core';
import type { PreviewChange } from '../jobs/previewRows.js';
import type { ValueImportWrite, ValueRefusal } from './valueImportBatch.js';
import type { ValueImportItem } from './valueImportFile.js';
import type { ValueData } from './valueRules.js';

/** Room for a row's changes in `seq`: far more than a resource has fields or a row errors. */
const CHANGES_PER_ROW = 10_000;

/** A field's value as a preview shows it: text as it is, anything else as JSON. */
const textOf = (value: ValueData[string] | undefined): string | null =>
  value === undefined || value === null
    ? null
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

const change = (
  row: number,
  outcome: ImportPreviewRow['outcome'],
  fields: Partial<ImportPreviewRow> = {},
): ImportPreviewRow => ({
  row,
  outcome,
  record_id: null,
  namespace: null,
  key: null,
  old_value: null,
  new_value: null,
  reason: null,
  ...fields,
});

/** One change per field a write sets: a new value's filled fields, an existing one's changed. */
function changesOfWrite(write: ValueImportWrite): ImportPreviewRow[] {
  if ('create' in write) {
    return Object.entries(write.create)
      .filter(([, value]) => value !== null)
      .map(([key, value]) => change(write.row, 'create', { key, new_value: textOf(value) }));
  }
  return Object.entries(write.data)
    .filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(write.saved[key] ?? null))
    .map(([key, value]) =>
      change(write.row, 'update', {
        record_id: write.id,
        key,
        old_value: textOf(write.saved[key]),
        new_value: textOf(value),
      }),
    );
}

/**
 * What a checked batch of a value import would do (issue 28), in file order: each field a row
 * creates or changes, each refusal with its line, and each row that changes nothing. A change's
 * `seq` comes from its row, so a batch checked again after a restart keeps the same ones.
 */
export function valuePreviewChanges(
  items: readonly ValueImportItem[],
  writes: readonly ValueImportWrite[],
  refusals: readonly ValueRefusal[],
): PreviewChange[] {
  const byRow = new Map<number, ImportPreviewRow[]>();
  const add = (row: number, changes: ImportPreviewRow[]) =>
    byRow.set(row, [...(byRow.get(row) ?? []), ...changes]);
  for (const write of writes) add(write.row, changesOfWrite(write));
  for (const { row, line } of refusals) add(row, [change(row, 'refused', { reason: line })]);
  return items.flatMap((item) => {
    const found = byRow.get(item.row) ?? [];
    const changes =
      found.length > 0
        ? found
        : [
            change(item.row, 'unchanged', {
              record_id: 'value' in item ? (item.value.id ?? null) : null,
            }),
          ];
    return changes.map((entry, index) => ({ ...entry, seq: item.row * CHANGES_PER_ROW + index }));
  });
}
