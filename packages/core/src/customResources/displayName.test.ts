import { describe, expect, it } from 'vitest';
import { displayFieldOf, displayNameOf } from './displayName.js';

const fields = [
  { meta_key: 'sku', use_as_display_name: false },
  { meta_key: 'title', use_as_display_name: true },
];

describe('display field (spec section 3)', () => {
  it('is the field flagged use_as_display_name', () => {
    expect(displayFieldOf(fields)).toBe('title');
  });

  it("is 'name' when no field is flagged", () => {
    expect(displayFieldOf([{ meta_key: 'sku', use_as_display_name: false }])).toBe('name');
    expect(displayFieldOf([])).toBe('name');
  });
});

describe('displayNameOf', () => {
  it("reads the value's display field", () => {
    expect(displayNameOf({ id: 1, title: 'Lemon tart', name: 'ignored' }, fields)).toBe(
      'Lemon tart',
    );
    expect(displayNameOf({ id: 1, name: 'Plain' }, [])).toBe('Plain');
    expect(displayNameOf({ id: 1, title: 42 }, fields)).toBe('42');
  });

  it('is undefined when the display field holds no text', () => {
    expect(displayNameOf({ id: 1, title: '' }, fields)).toBeUndefined();
    expect(displayNameOf({ id: 1 }, fields)).toBeUndefined();
    expect(displayNameOf({ id: 1, title: { id: 3 } }, fields)).toBeUndefined();
  });
});
