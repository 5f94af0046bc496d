import type { CustomObjectField } from '@metafields/core';
import { describe, expect, it } from 'vitest';
import type { JobChange } from '../history/changeHistory.js';
import { planValueUndo, storedFromText, valueUndoSlots } from './valueUndoPlan.js';

const field = (meta_key: string, content_type: string) =>
  ({ meta_key, content_type }) as CustomObjectField;

let nextId = 100;
const change = (
  recordId: number,
  key: string,
  action: JobChange['action'],
  oldValue: string | null,
  newValue: string | null,
  fileRow: number | null = null,
): JobChange => ({
  id: nextId--,
  recordId,
  namespace: '1',
  key,
  action,
  oldValue,
  newValue,
  fileRow,
  permissionSet: null,
});

describe('the value undo plan (issue 28)', () => {
  it('reads a field back from the history’s text as it was stored', () => {
    expect(storedFromText('4', field('serves', 'integer'))).toBe(4);
    expect(storedFromText('2.5', field('price', 'decimal'))).toBe(2.5);
    expect(storedFromText('[{"id":3}]', field('chef', 'product'))).toEqual([{ id: 3 }]);
    expect(storedFromText('[1,2]', field('data', 'json'))).toEqual([1, 2]);
    // Text stays text, even when it reads as a number or a list.
    expect(storedFromText('4', field('title', 'text'))).toBe('4');
    expect(storedFromText('[draft]', field('title', 'text'))).toBe('[draft]');
    expect(storedFromText('[not json', field('data', 'json'))).toBe('[not json');
    expect(storedFromText(null, field('title', 'text'))).toBeNull();
  });

  it('takes a value twice changed back to what was there first, and refuses it whole when any field changed since', () => {
    // Newest first: row 4 changed serves again after row 2 changed both fields.
    const [slot] = valueUndoSlots([
      change(7, 'serves', 'update', '5', '6', 4),
      change(7, 'serves', 'update', '4', '5', 2),
      change(7, 'title', 'update', 'Soup', 'Stew', 2),
    ]);
    if (!slot) throw new Error('no slot');
    expect(slot.rows).toEqual([2, 4]);
    const fields = [field('title', 'text'), field('serves', 'integer')];
    expect(planValueUndo(slot, { title: 'Stew', serves: 6 }, fields)).toEqual({
      kind: 'restore',
      data: { title: 'Soup', serves: 4 },
    });
    expect(planValueUndo(slot, { title: 'Soup', serves: 4 }, fields)).toEqual({ kind: 'none' });
    expect(planValueUndo(slot, { title: 'Stew', serves: 7 }, fields)).toEqual({
      kind: 'changedSince',
    });
    expect(planValueUndo(slot, undefined, fields)).toEqual({ kind: 'changedSince' });
  });

  it('removes a value the import created only while every field is as the import left it', () => {
    const [slot] = valueUndoSlots([change(8, 'title', 'create', null, 'Bun', 3)]);
    if (!slot) throw new Error('no slot');
    expect(planValueUndo(slot, { title: 'Bun', serves: null }, [])).toEqual({ kind: 'remove' });
    expect(planValueUndo(slot, { title: 'Bun', serves: 2 }, [])).toEqual({ kind: 'changedSince' });
    expect(planValueUndo(slot, undefined, [])).toEqual({ kind: 'none' });
  });
});
