import type { CustomObjectField } from '@metafields/core';
import type { JobChange } from '../history/changeHistory.js';
import { asText } from '../history/valueChanges.js';
import type { ValueData } from './valueRules.js';

/** One value's changes by the undone import, taken back together: the row is the unit. */
export interface ValueUndoSlot {
  valueId: number;
  /** The newest of the import's changes of the value: the batch that takes it back. */
  newestId: number;
  /** Whether the import created the value: the undo then removes it. */
  created: boolean;
  /** Per field the import changed, the text it left and the text before its first change. */
  fields: Map<string, { left: string | null; before: string | null }>;
  /** The file rows that wrote the value, for the refusal's lines. */
  rows: number[];
}

/** What the undo does to one value, against what it holds now. */
export type ValueUndoStep =
  | { kind: 'none' }
  | { kind: 'remove' }
  | { kind: 'restore'; data: ValueData }
  | { kind: 'changedSince' };

/**
 * A job's changes of values, newest first, as one slot per value: per field, the newest change
 * says what the import left, the oldest what was there before it.
 */
export function valueUndoSlots(changes: readonly JobChange[]): ValueUndoSlot[] {
  const slots = new Map<number, ValueUndoSlot>();
  for (const change of changes) {
    let slot = slots.get(change.recordId);
    if (!slot) {
      slot = {
        valueId: change.recordId,
        newestId: change.id,
        created: false,
        fields: new Map(),
        rows: [],
      };
      slots.set(change.recordId, slot);
    }
    if (change.action === 'create') slot.created = true;
    const field = slot.fields.get(change.key);
    if (field) field.before = change.oldValue;
    else slot.fields.set(change.key, { left: change.newValue, before: change.oldValue });
    if (change.fileRow !== null && !slot.rows.includes(change.fileRow)) {
      slot.rows.unshift(change.fileRow);
    }
  }
  return [...slots.values()];
}

/** Content types whose stored value is text even when it reads as a list. */
const textTypes = new Set([
  'text',
  'rich_text',
  'html',
  'color',
  'url',
  'date',
  'datetime',
  'boolean',
]);

/**
 * A field's value back from the history's text (`asText`): a number field's as a number, a
 * list (references, files, a multiple select, JSON kept as a list) as the list, text as it is.
 */
export function storedFromText(
  text: string | null,
  field: CustomObjectField | undefined,
): ValueData[string] {
  if (text === null) return null;
  if (field?.content_type === 'integer' || field?.content_type === 'decimal') {
    const number = Number(text);
    return text.trim() !== '' && Number.isFinite(number) ? number : text;
  }
  if (field && !textTypes.has(field.content_type) && text.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(text);
      if (Array.isArray(list)) return list;
    } catch {
      // Text that only starts like a list stays text.
    }
  }
  return text;
}

/**
 * What to do with one value: a value still as the import left it goes back (a created one is
 * removed, an updated one gets its fields' earlier values); one already as it was (undone
 * before, or put back by hand) needs nothing; any other was changed since, and is left alone
 * whole, so that a row is never half undone.
 */
export function planValueUndo(
  slot: ValueUndoSlot,
  current: ValueData | undefined,
  fields: readonly CustomObjectField[],
): ValueUndoStep {
  if (slot.created) {
    if (!current) return { kind: 'none' };
    // Every field, the import's and any filled since, must hold what the import left.
    const keys = new Set([...Object.keys(current), ...slot.fields.keys()]);
    const asLeft = [...keys].every(
      (key) => asText(current[key]) === (slot.fields.get(key)?.left ?? null),
    );
    return asLeft ? { kind: 'remove' } : { kind: 'changedSince' };
  }
  if (!current) return { kind: 'changedSince' };
  const restored: ValueData = { ...current };
  let changes = 0;
  for (const [key, { left, before }] of slot.fields) {
    const now = asText(current[key]);
    if (now === before) continue;
    if (now !== left) return { kind: 'changedSince' };
    restored[key] = storedFromText(
      before,
      fields.find((field) => field.meta_key === key),
    );
    changes++;
  }
  return changes === 0 ? { kind: 'none' } : { kind: 'restore', data: restored };
}
