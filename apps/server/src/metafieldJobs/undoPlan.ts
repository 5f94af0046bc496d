import { defaultPermissionSet, permissionSets, type PermissionSet } from '@metafields/core';
import type { JobChange } from '../history/changeHistory.js';
import type { PlatformMetafield } from './importPlatform.js';

/** What one metafield looks like: there with a value, or not there. */
type SlotState = { present: false } | { present: true; value: string };

/** One metafield's changes by the undone job, taken back together. */
export interface UndoSlot {
  recordId: number;
  namespace: string;
  key: string;
  /** The state the job left it in: what must still be there for the undo to restore it. */
  left: SlotState;
  /** The state before the job's first change of it: what the undo puts back. */
  before: SlotState;
  permissionSet: PermissionSet;
  /** The file rows that made the changes, for the refusal's lines. */
  rows: number[];
}

/** What an undo asks of the platform, and the metafields it leaves alone. */
export interface UndoPlan {
  creates: Array<{ slot: UndoSlot; item: unknown }>;
  updates: Array<{ slot: UndoSlot; item: unknown; existing: PlatformMetafield }>;
  removals: Array<{ slot: UndoSlot; item: number; existing: PlatformMetafield }>;
  /** Changed again since the job: the undo leaves them as they are. */
  changedSince: UndoSlot[];
}

const place = (recordId: number, namespace: string, key: string) =>
  JSON.stringify([recordId, namespace, key]);

const stateAfter = (change: JobChange): SlotState =>
  change.action === 'delete' ? { present: false } : { present: true, value: change.newValue ?? '' };

const stateBefore = (change: JobChange): SlotState =>
  change.action === 'create' ? { present: false } : { present: true, value: change.oldValue ?? '' };

const sameState = (a: SlotState, b: SlotState) =>
  a.present === b.present && (!a.present || (b.present && a.value === b.value));

const permissionSetOf = (value: string | null): PermissionSet =>
  (permissionSets as readonly string[]).includes(value ?? '')
    ? (value as PermissionSet)
    : defaultPermissionSet;

/**
 * A job's changes, newest first, as one entry per metafield: the newest change says what the
 * job left, the oldest what was there before it (a file may change one metafield twice).
 */
export function undoSlots(changes: readonly JobChange[]): UndoSlot[] {
  const slots = new Map<string, UndoSlot>();
  for (const change of changes) {
    const at = place(change.recordId, change.namespace, change.key);
    const slot = slots.get(at);
    const rows = change.fileRow === null ? [] : [change.fileRow];
    if (!slot) {
      slots.set(at, {
        recordId: change.recordId,
        namespace: change.namespace,
        key: change.key,
        left: stateAfter(change),
        before: stateBefore(change),
        permissionSet: permissionSetOf(change.permissionSet),
        rows,
      });
    } else {
      // Older than what is kept: it holds the earlier state.
      slot.before = stateBefore(change);
      slot.permissionSet = permissionSetOf(change.permissionSet);
      slot.rows.unshift(...rows);
    }
  }
  return [...slots.values()];
}

/**
 * Sorts the slots against what their records hold now: a metafield as the job left it goes
 * back to what it was; one already as it was (undone before, or put back by hand) needs
 * nothing; any other was changed since, and is left alone. Where several apps keep the same
 * namespace and key, this app's metafield is the one the job wrote.
 */
export function planUndo(
  slots: readonly UndoSlot[],
  metafields: readonly PlatformMetafield[],
  clientId: string,
): UndoPlan {
  const held = new Map<string, PlatformMetafield[]>();
  for (const metafield of metafields) {
    const at = place(metafield.resource_id, metafield.namespace, metafield.key);
    held.set(at, [...(held.get(at) ?? []), metafield]);
  }
  const plan: UndoPlan = { creates: [], updates: [], removals: [], changedSince: [] };
  for (const slot of slots) {
    const holders = held.get(place(slot.recordId, slot.namespace, slot.key)) ?? [];
    const existing =
      holders.length <= 1
        ? holders[0]
        : holders.find((holder) => holder.owner_client_id === clientId);
    if (holders.length > 1 && !existing) {
      plan.changedSince.push(slot);
      continue;
    }
    const now: SlotState = existing ? { present: true, value: existing.value } : { present: false };
    if (sameState(now, slot.before)) continue;
    if (!sameState(now, slot.left)) {
      plan.changedSince.push(slot);
    } else if (!slot.before.present) {
      if (existing) plan.removals.push({ slot, item: existing.id, existing });
    } else if (existing) {
      plan.updates.push({ slot, item: { id: existing.id, value: slot.before.value }, existing });
    } else {
      plan.creates.push({
        slot,
        item: {
          resource_id: slot.recordId,
          namespace: slot.namespace,
          key: slot.key,
          value: slot.before.value,
          permission_set: slot.permissionSet,
        },
      });
    }
  }
  return plan;
}
