import { describe, expect, it } from 'vitest';
import {
  changedAfterSave,
  markMetafieldChanged,
  mergeRefreshedMetafields,
  metafieldsToSave,
} from './massEdit.js';

const metafields = [
  { id: 1, permission_set: 'write' as const, value: 'a' },
  { id: 2, permission_set: 'read' as const, value: 'b' },
  { id: 3, permission_set: 'write_and_sf_access' as const, value: 'c' },
  { id: 4, permission_set: 'app_only' as const, value: 'd' },
];

describe('mass edit of shared metafields (spec section 4)', () => {
  it('tracks each changed metafield once', () => {
    expect(markMetafieldChanged(markMetafieldChanged([], 3), 1)).toEqual([3, 1]);
    expect(markMetafieldChanged([3, 1], 3)).toEqual([3, 1]);
  });

  it('saves only the changed ones with write permission', () => {
    expect(metafieldsToSave(metafields, [1, 2, 3, 4]).map((m) => m.id)).toEqual([1, 3]);
    expect(metafieldsToSave(metafields, [3]).map((m) => m.id)).toEqual([3]);
    expect(metafieldsToSave(metafields, [])).toEqual([]);
  });

  it('does not let refreshed data overwrite a locally changed metafield', () => {
    const local = metafields.map((m) => (m.id === 1 ? { ...m, value: 'typed' } : m));
    const refreshed = metafields.map((m) => ({ ...m, value: `server ${m.id}` }));
    expect(mergeRefreshedMetafields(local, refreshed, [1]).map((m) => m.value)).toEqual([
      'typed',
      'server 2',
      'server 3',
      'server 4',
    ]);
  });

  it('takes the refreshed version of a changed metafield that has no local copy', () => {
    const refreshed = [{ id: 9, permission_set: 'write' as const, value: 'server' }];
    expect(mergeRefreshedMetafields([], refreshed, [9])).toEqual(refreshed);
  });

  it('clears the changed list on success, keeping only the ones that failed', () => {
    expect(changedAfterSave([1, 3], [])).toEqual([]);
    expect(changedAfterSave([1, 3], [3, 8])).toEqual([3]);
  });
});

describe('mass edit keyed by namespace.key (template fields without a metafield yet)', () => {
  const fields = [
    { key: 'shared.care', permission_set: 'write' as const, value: 'a' },
    { key: 'shared.origin', permission_set: 'read' as const, value: 'b' },
    { key: 'shared.size', permission_set: 'write_and_sf_access' as const, value: 'c' },
  ];
  const keyOf = (field: (typeof fields)[number]) => field.key;

  it('tracks keys, saves the changed writable ones, merges refreshes and keeps failures', () => {
    const changed = markMetafieldChanged(markMetafieldChanged([], 'shared.size'), 'shared.origin');
    expect(changed).toEqual(['shared.size', 'shared.origin']);
    expect(metafieldsToSave(fields, changed, keyOf).map(keyOf)).toEqual(['shared.size']);
    const local = fields.map((f) => ({ ...f, value: `typed ${f.value}` }));
    const refreshed = fields.map((f) => ({ ...f, value: `server ${f.value}` }));
    expect(mergeRefreshedMetafields(local, refreshed, changed, keyOf).map((f) => f.value)).toEqual([
      'server a',
      'typed b',
      'typed c',
    ]);
    expect(changedAfterSave(changed, ['shared.size'])).toEqual(['shared.size']);
  });
});
