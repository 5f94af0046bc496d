import type { ImportPreviewRow, ResourceType } from '@metafields/core';
import type { PlatformStore } from '../platformClient/json.js';
import { planMetafieldRows } from './importApply.js';
import type { MetafieldWrite } from './importFile.js';
import { metafieldsOfRecords } from './importPlatform.js';

const changeOf = (
  write: MetafieldWrite,
  outcome: ImportPreviewRow['outcome'],
  values: { old?: string; reason?: string } = {},
): ImportPreviewRow => ({
  row: write.row,
  outcome,
  record_id: write.resource_id,
  namespace: write.namespace,
  key: write.key,
  old_value: values.old ?? null,
  new_value: write.remove ? null : write.value,
  reason: values.reason ?? null,
});

/**
 * What the writes would do, in their order, one change each: the import's own plan
 * (`planMetafieldRows`) over what the records hold now, read from the platform and not written.
 */
export async function previewMetafieldRows(
  store: PlatformStore,
  type: ResourceType,
  writes: readonly MetafieldWrite[],
  signal: AbortSignal,
): Promise<ImportPreviewRow[]> {
  const resourceIds = [...new Set(writes.map((write) => write.resource_id))];
  const metafields = await metafieldsOfRecords(store, type, resourceIds, signal);
  const plan = planMetafieldRows(metafields, writes, store.clientId);
  const changes = new Map<MetafieldWrite, ImportPreviewRow>();
  for (const { write } of plan.creates) changes.set(write, changeOf(write, 'create'));
  for (const { write, existing } of plan.updates) {
    changes.set(write, changeOf(write, 'update', { old: existing.value }));
  }
  for (const { write, existing } of plan.removals) {
    changes.set(write, changeOf(write, 'delete', { old: existing.value }));
  }
  for (const write of plan.unchanged) changes.set(write, changeOf(write, 'unchanged'));
  // A refusal names its row, and a row's writes are its cells: each refused cell keeps its own.
  const refused = new Map(plan.failures.map((failure) => [failure.row, failure.message]));
  return writes.map(
    (write) =>
      changes.get(write) ?? changeOf(write, 'refused', { reason: refused.get(write.row) ?? '' }),
  );
}
