import { describe, expect, it } from 'vitest';
import { metafieldsToSave } from './massEdit.js';

const metafields = [
  { id: 1, permission_set: 'write' as const, value: 'a' },
  { id: 2, permission_set: 'read' as const, value: 'b' },
  { id: 3, permission_set: 'write_and_sf_access' as const, value: 'c' },
  { id: 4, permission_set: 'app_only' as const, value: 'd' },
];

describe('mass edit of shared metafields (spec section 4)', () => {
  it('saves only the changed ones with write permission', () => {
    expect(metafieldsToSave(metafields, [1, 2, 3, 4]).map((m) => m.id)).toEqual([1, 3]);
    expect(metafieldsToSave(metafields, [3]).map((m) => m.id)).toEqual([3]);
    expect(metafieldsToSave(metafields, [])).toEqual([]);
  });
});

describe('mass edit keyed by namespace.key (template fields without a metafield yet)', () => {
  const fields = [
    { key: 'shared.care', permission_set: 'write' as const, value: 'a' },
    { key: 'shared.origin', permission_set: 'read' as const, value: 'b' },
    { key: 'shared.size', permission_set: 'write_and_sf_access' as const, value: 'c' },
  ];
  const keyOf = (field: (typeof fields)[number]) => field.key;

  it('saves the changed writable ones by key', () => {
    const changed = ['shared.size', 'shared.origin'];
    expect(metafieldsToSave(fields, changed, keyOf).map(keyOf)).toEqual(['shared.size']);
  });
});
