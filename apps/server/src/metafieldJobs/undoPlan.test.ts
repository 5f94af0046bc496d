import { describe, expect, it } from 'vitest';
import type { JobChange } from '../history/changeHistory.js';
import type { PlatformMetafield } from './importPlatform.js';
import { planUndo, undoSlots } from './undoPlan.js';

let nextId = 100;
const change = (
  key: string,
  action: JobChange['action'],
  oldValue: string | null,
  newValue: string | null,
  fileRow: number,
): JobChange => ({
  id: nextId++,
  recordId: 7,
  namespace: 'ns',
  key,
  action,
  oldValue,
  newValue,
  fileRow,
  permissionSet: 'read',
});

const held = (key: string, value: string, id = 1, owner?: string): PlatformMetafield => ({
  id,
  resource_id: 7,
  namespace: 'ns',
  key,
  value,
  permission_set: 'write',
  ...(owner !== undefined && { owner_client_id: owner }),
});

describe('an undo’s plan (issue 28)', () => {
  it('takes a metafield changed twice by the file back to what it was before the first change', () => {
    // Newest first, as the undo reads them: row 3 changed b→c after row 2 changed a→b.
    const slots = undoSlots([
      change('k', 'update', 'b', 'c', 3),
      change('k', 'update', 'a', 'b', 2),
    ]);
    expect(slots).toEqual([
      expect.objectContaining({
        left: { present: true, value: 'c' },
        before: { present: true, value: 'a' },
        rows: [2, 3],
      }),
    ]);
    const plan = planUndo(slots, [held('k', 'c', 5)], 'app');
    expect(plan.updates.map((entry) => entry.item)).toEqual([{ id: 5, value: 'a' }]);
  });

  it('removes what the import made, makes again what it removed, and leaves alone what is as it was', () => {
    const slots = undoSlots([
      change('made', 'create', null, 'new', 2),
      change('removed', 'delete', 'gone', null, 3),
      change('undone', 'update', 'x', 'y', 4),
    ]);
    const plan = planUndo(slots, [held('made', 'new', 8), held('undone', 'x', 9)], 'app');
    expect(plan.removals.map((entry) => entry.item)).toEqual([8]);
    expect(plan.creates.map((entry) => entry.item)).toEqual([
      { resource_id: 7, namespace: 'ns', key: 'removed', value: 'gone', permission_set: 'read' },
    ]);
    expect(plan.updates).toEqual([]);
    expect(plan.changedSince).toEqual([]);
  });

  it('refuses a metafield changed since, removed since, or kept by several other apps', () => {
    const slots = undoSlots([
      change('edited', 'update', 'a', 'b', 2),
      change('deleted', 'update', 'a', 'b', 3),
      change('shared', 'update', 'a', 'b', 4),
    ]);
    const plan = planUndo(
      slots,
      [held('edited', 'by hand', 1), held('shared', 'b', 2, 'one'), held('shared', 'b', 3, 'two')],
      'app',
    );
    expect(plan.changedSince.map((slot) => [slot.key, slot.rows])).toEqual([
      ['edited', [2]],
      ['deleted', [3]],
      ['shared', [4]],
    ]);
    expect([...plan.updates, ...plan.creates, ...plan.removals]).toEqual([]);
  });
});
