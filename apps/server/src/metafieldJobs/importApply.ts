import type { ResourceType } from '@metafields/core';
import type { PlatformStore } from '../platformCall.js';
import type { MetafieldWrite } from './importFile.js';
import { batchWrite, metafieldsOfRecords, type PlatformMetafield } from './importPlatform.js';

/** A row the platform refused, with its message. */
export interface RowFailure {
  row: number;
  message: string;
}

const slot = (resourceId: number, namespace: string, key: string) =>
  JSON.stringify([resourceId, namespace, key]);

/** The fields of an existing metafield the row changes; none when it already holds them. */
function changes(write: MetafieldWrite, existing: PlatformMetafield) {
  return {
    ...(existing.value !== write.value && { value: write.value }),
    ...(write.permission_set !== undefined &&
      existing.permission_set !== write.permission_set && {
        permission_set: write.permission_set,
      }),
    ...(write.description !== undefined &&
      (existing.description ?? '') !== write.description && {
        description: write.description,
      }),
  };
}

const noChanges = (write: MetafieldWrite, existing: PlatformMetafield) =>
  Object.keys(changes(write, existing)).length === 0;

const ambiguous =
  'Several apps keep a metafield with this namespace and key on the record, and none is this app’s: the row cannot tell which to change.';

/**
 * The metafield a row changes: the only one with its namespace and key on the record, or, when
 * several apps keep one each (the platform allows it), this app's own.
 */
function target(holders: readonly PlatformMetafield[], clientId: string) {
  if (holders.length <= 1) return holders[0];
  return holders.find((holder) => holder.owner_client_id === clientId);
}

/**
 * Applies metafield writes through the platform's batch endpoints, as an import does: reads what
 * the writes' records hold, then creates the missing metafields, updates those that differ and
 * removes those asked to go. Writing what is already there changes nothing, so running the same
 * writes twice leaves the platform as once (a resumed job repeats its last batch). The platform's
 * refusals of single items come back by row; the other items stand.
 */
export async function applyMetafieldRows(
  store: PlatformStore,
  type: ResourceType,
  writes: readonly MetafieldWrite[],
  signal: AbortSignal,
): Promise<RowFailure[]> {
  const resourceIds = [...new Set(writes.map((write) => write.resource_id))];
  const held = new Map<string, PlatformMetafield[]>();
  for (const metafield of await metafieldsOfRecords(store, type, resourceIds, signal)) {
    const place = slot(metafield.resource_id, metafield.namespace, metafield.key);
    held.set(place, [...(held.get(place) ?? []), metafield]);
  }
  const failures: RowFailure[] = [];

  const creates: Array<{ write: MetafieldWrite; item: unknown }> = [];
  const updates: Array<{ write: MetafieldWrite; item: unknown }> = [];
  const removals: Array<{ write: MetafieldWrite; item: number }> = [];
  for (const write of writes) {
    const holders = held.get(slot(write.resource_id, write.namespace, write.key)) ?? [];
    // Already as the row says (one of the holders, when several apps keep this slot): nothing.
    if (!write.remove && holders.some((holder) => noChanges(write, holder))) continue;
    const existing = target(holders, store.clientId);
    if (holders.length > 0 && !existing) {
      failures.push({ row: write.row, message: ambiguous });
    } else if (write.remove) {
      if (existing) removals.push({ write, item: existing.id });
    } else if (!existing) {
      creates.push({
        write,
        item: {
          resource_id: write.resource_id,
          namespace: write.namespace,
          key: write.key,
          value: write.value,
          permission_set: write.permission_set ?? write.newPermissionSet,
          ...(write.description !== undefined && { description: write.description }),
        },
      });
    } else {
      updates.push({ write, item: { id: existing.id, ...changes(write, existing) } });
    }
  }

  const send = async (
    method: 'POST' | 'PUT' | 'DELETE',
    planned: ReadonlyArray<{ write: MetafieldWrite; item: unknown }>,
  ) => {
    if (planned.length === 0) return;
    const refused = await batchWrite(
      store,
      type,
      method,
      planned.map((entry) => entry.item),
      signal,
    );
    for (const [index, message] of refused) {
      const write = planned[index]?.write;
      if (write) failures.push({ row: write.row, message });
    }
  };
  await send('PUT', updates);
  await send('POST', creates);
  await send('DELETE', removals);
  return failures.sort((a, b) => a.row - b.row);
}
