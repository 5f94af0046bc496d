import type { ResourceType } from '@metafields/core';
import type { JobCallOptions } from '../jobs/jobPlatform.js';
import type { PlatformStore } from '../platformClient/json.js';
import type { MetafieldWrite } from './importFile.js';
import { batchWrite, metafieldsOfRecords, type PlatformMetafield } from './importPlatform.js';

/** A row the platform refused, with its message. */
export interface RowFailure {
  row: number;
  message: string;
}

/**
 * A metafield's place as a map key: record, namespace and key. The namespace's length goes first,
 * so that no two places share a key whatever their text holds; cheaper than JSON for the
 * hundreds of thousands of lookups of a large import.
 */
const slot = (resourceId: number, namespace: string, key: string) =>
  `${resourceId}:${namespace.length}:${namespace}${key}`;

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

/** Groups the metafields by record, namespace and key (several apps may hold one slot). */
function byPlace(metafields: readonly PlatformMetafield[]): Map<string, PlatformMetafield[]> {
  const held = new Map<string, PlatformMetafield[]>();
  for (const metafield of metafields) {
    const place = slot(metafield.resource_id, metafield.namespace, metafield.key);
    const holders = held.get(place);
    if (holders) holders.push(metafield);
    else held.set(place, [metafield]);
  }
  return held;
}

/**
 * The refusals that stand once the platform is read again: a write sent a second time after a
 * timeout may be refused for what its first try did (a create that now finds its metafield, a
 * removal that finds it gone). A row the platform now holds as asked did succeed.
 */
async function refusalsThatStand(
  store: PlatformStore,
  type: ResourceType,
  refused: ReadonlyArray<{ write: MetafieldWrite; message: string; removes?: number }>,
  signal: AbortSignal,
): Promise<Array<RowFailure & { write: MetafieldWrite }>> {
  const resourceIds = [...new Set(refused.map(({ write }) => write.resource_id))];
  const held = byPlace(await metafieldsOfRecords(store, type, resourceIds, signal));
  return refused.flatMap(({ write, message, removes }) => {
    const holders = held.get(slot(write.resource_id, write.namespace, write.key)) ?? [];
    const done = write.remove
      ? !holders.some((holder) => holder.id === removes)
      : holders.some((holder) => noChanges(write, holder));
    return done ? [] : [{ row: write.row, message, write }];
  });
}

/** What a batch of writes asks of the platform, read against what its records hold. */
export interface MetafieldPlan {
  creates: Array<{ write: MetafieldWrite; item: unknown }>;
  updates: Array<{ write: MetafieldWrite; item: unknown; existing: PlatformMetafield }>;
  removals: Array<{ write: MetafieldWrite; item: number; existing: PlatformMetafield }>;
  /** Writes the platform already holds as asked, and removals of what is not there. */
  unchanged: MetafieldWrite[];
  /** Writes that cannot be made, with the reason. */
  failures: RowFailure[];
}

/**
 * Sorts writes into creates, updates, removals and the rest, against `metafields`, every
 * metafield their records hold. An import applies the plan; a preview reports it.
 */
export function planMetafieldRows(
  metafields: readonly PlatformMetafield[],
  writes: readonly MetafieldWrite[],
  clientId: string,
): MetafieldPlan {
  const held = byPlace(metafields);
  const plan: MetafieldPlan = {
    creates: [],
    updates: [],
    removals: [],
    unchanged: [],
    failures: [],
  };
  for (const write of writes) {
    const holders = held.get(slot(write.resource_id, write.namespace, write.key)) ?? [];
    // Already as the row says (one of the holders, when several apps keep this slot): nothing.
    if (!write.remove && holders.some((holder) => noChanges(write, holder))) {
      plan.unchanged.push(write);
      continue;
    }
    const existing = target(holders, clientId);
    if (holders.length > 0 && !existing) {
      plan.failures.push({ row: write.row, message: ambiguous });
    } else if (write.remove) {
      if (existing) plan.removals.push({ write, item: existing.id, existing });
      else plan.unchanged.push(write);
    } else if (!existing) {
      plan.creates.push({
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
      plan.updates.push({
        write,
        item: { id: existing.id, ...changes(write, existing) },
        existing,
      });
    }
  }
  return plan;
}

/**
 * A write the platform accepted, with the metafield as it was: what the change history records
 * (issue 28). `permissionSet` is the set the metafield had (or was made with), for an undo that
 * makes a removed one again.
 */
export interface AppliedWrite {
  write: MetafieldWrite;
  action: 'create' | 'update' | 'delete';
  oldValue: string | null;
  newValue: string | null;
  permissionSet: string;
}

/** What applying writes did: the rows refused, and the writes made. */
export interface MetafieldApplyOutcome {
  failures: RowFailure[];
  applied: AppliedWrite[];
}

/** A planned write as the history records it once the platform accepted it. */
function appliedOf(
  method: 'POST' | 'PUT' | 'DELETE',
  entry: { write: MetafieldWrite; item: unknown; existing?: PlatformMetafield },
): AppliedWrite {
  const { write, existing } = entry;
  if (method === 'DELETE') {
    return {
      write,
      action: 'delete',
      oldValue: existing?.value ?? null,
      newValue: null,
      permissionSet: existing?.permission_set ?? write.newPermissionSet,
    };
  }
  if (method === 'PUT') {
    return {
      write,
      action: 'update',
      oldValue: existing?.value ?? null,
      newValue: write.value,
      permissionSet: existing?.permission_set ?? write.newPermissionSet,
    };
  }
  return {
    write,
    action: 'create',
    oldValue: null,
    newValue: write.value,
    permissionSet: write.permission_set ?? write.newPermissionSet,
  };
}

/**
 * Applies metafield writes through the platform's batch endpoints, as an import does: reads what
 * the writes' records hold, then creates the missing metafields, updates those that differ and
 * removes those asked to go. Writing what is already there changes nothing, so running the same
 * writes twice leaves the platform as once (a resumed job repeats its last batch). The platform's
 * refusals of single items come back by row; the other items stand, and come back as applied
 * with the value each replaced. A write tried again after a timeout has its refusals checked
 * against the platform before they are reported.
 */
export async function applyMetafieldRows(
  store: PlatformStore,
  type: ResourceType,
  writes: readonly MetafieldWrite[],
  signal: AbortSignal,
  options: Pick<JobCallOptions, 'firstPauseMs'> = {},
): Promise<MetafieldApplyOutcome> {
  const resourceIds = [...new Set(writes.map((write) => write.resource_id))];
  const metafields = await metafieldsOfRecords(store, type, resourceIds, signal);
  const { creates, updates, removals, failures } = planMetafieldRows(
    metafields,
    writes,
    store.clientId,
  );
  const uncertain: Array<{ write: MetafieldWrite; message: string; removes?: number }> = [];
  const sent: Array<{
    method: 'POST' | 'PUT' | 'DELETE';
    entry: (typeof updates)[number] | (typeof creates)[number];
  }> = [];
  const refusedWrites = new Set<MetafieldWrite>();

  const send = async (
    method: 'POST' | 'PUT' | 'DELETE',
    planned: ReadonlyArray<{ write: MetafieldWrite; item: unknown; existing?: PlatformMetafield }>,
  ) => {
    if (planned.length === 0) return;
    const outcome = await batchWrite(
      store,
      type,
      method,
      planned.map((entry) => entry.item),
      signal,
      options,
    );
    for (const entry of planned) sent.push({ method, entry });
    for (const [index, message] of outcome.refused) {
      const entry = planned[index];
      if (!entry) continue;
      if (!outcome.uncertain) {
        failures.push({ row: entry.write.row, message });
        refusedWrites.add(entry.write);
      } else {
        const removes = method === 'DELETE' ? (entry.item as number) : undefined;
        uncertain.push({ write: entry.write, message, ...(removes !== undefined && { removes }) });
      }
    }
  };
  await send('PUT', updates);
  await send('POST', creates);
  await send('DELETE', removals);
  if (uncertain.length > 0) {
    for (const { row, message, write } of await refusalsThatStand(store, type, uncertain, signal)) {
      failures.push({ row, message });
      refusedWrites.add(write);
    }
  }
  const applied = sent
    .filter(({ entry }) => !refusedWrites.has(entry.write))
    .map(({ method, entry }) => appliedOf(method, entry));
  return { failures: failures.sort((a, b) => a.row - b.row), applied };
}
