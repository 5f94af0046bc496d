import { describe, expect, it } from 'vitest';
import {
  cleanedItem,
  holdsAnyFieldValue,
  serialiseCustomResourceValue,
  serialiseFieldValue,
} from './valueSerialisation.js';

describe('serialiseFieldValue (spec section 3)', () => {
  it("sends booleans as 'true' and 'false'", () => {
    expect(serialiseFieldValue(true, 'boolean')).toBe('true');
    expect(serialiseFieldValue(false, 'boolean')).toBe('false');
  });

  it('sends scalars as they are, and nothing as null', () => {
    expect(serialiseFieldValue('Lemon', 'text')).toBe('Lemon');
    expect(serialiseFieldValue(0, 'integer')).toBe(0);
    expect(serialiseFieldValue('', 'text')).toBe('');
    expect(serialiseFieldValue(null, 'text')).toBeNull();
    expect(serialiseFieldValue(undefined, 'date')).toBeNull();
  });

  it('sends reference items as {id}', () => {
    expect(
      serialiseFieldValue(
        [
          { id: 3, name: 'Shoe' },
          { id: 4, name: 'Hat' },
        ],
        'product',
      ),
    ).toEqual([{ id: 3 }, { id: 4 }]);
  });

  it('sends a single object as a list', () => {
    expect(serialiseFieldValue({ id: 7, name: 'Acme' }, 'brand')).toEqual([{ id: 7 }]);
  });

  it('sends file, file object and select items as they are', () => {
    const file = { id: 1, label: 'Manual', url: '/files/m.pdf', name: 'm', extension: 'pdf' };
    expect(serialiseFieldValue([file], 'file_and_label')).toEqual([file]);
    expect(serialiseFieldValue([file], 'file')).toEqual([file]);
    expect(serialiseFieldValue({ id: 2, value: 'Red' }, 'select')).toEqual([
      { id: 2, value: 'Red' },
    ]);
  });

  it('sends items without an id as a cleaned copy', () => {
    expect(
      serialiseFieldValue([{ name: 'New', _key: 'k1', note: undefined, parent: null }], 'page'),
    ).toEqual([{ name: 'New', parent: null }]);
    expect(serialiseFieldValue(['a', 2], 'product')).toEqual(['a', 2]);
    expect(serialiseFieldValue([{ id: null, name: 'x' }], 'page')).toEqual([
      { id: null, name: 'x' },
    ]);
  });
});

describe('cleanedItem', () => {
  it('drops undefined and underscore-named properties only', () => {
    expect(cleanedItem({ a: 1, b: undefined, _drag: 'x', c: null, d: '' })).toEqual({
      a: 1,
      c: null,
      d: '',
    });
    expect(cleanedItem('text')).toBe('text');
  });
});

describe('serialiseCustomResourceValue', () => {
  it('gives one property per field, each serialised', () => {
    const fields = [
      { meta_key: 'name', content_type: 'text' },
      { meta_key: 'vegan', content_type: 'boolean' },
      { meta_key: 'products', content_type: 'product' },
      { meta_key: 'notes', content_type: 'rich_text' },
    ];
    expect(
      serialiseCustomResourceValue(
        { id: 9, name: 'Tart', vegan: true, products: [{ id: 5, name: 'Lemon' }], extra: 'x' },
        fields,
      ),
    ).toEqual({ name: 'Tart', vegan: 'true', products: [{ id: 5 }], notes: null });
  });
});

describe('holdsAnyFieldValue (spec section 5)', () => {
  // "Value form: saving is attempted only when a value exists."
  const fields = [
    { meta_key: 'name', content_type: 'text' },
    { meta_key: 'vegan', content_type: 'boolean' },
    { meta_key: 'products', content_type: 'product' },
  ];

  it('is false when no field holds anything: null, empty text or an empty list', () => {
    expect(holdsAnyFieldValue({}, fields)).toBe(false);
    expect(holdsAnyFieldValue({ name: '', vegan: null, products: [] }, fields)).toBe(false);
  });

  it('is true when one field holds a value, a boolean set to false included', () => {
    expect(holdsAnyFieldValue({ name: 'Tart' }, fields)).toBe(true);
    expect(holdsAnyFieldValue({ vegan: 'false' }, fields)).toBe(true);
    expect(holdsAnyFieldValue({ products: [{ id: 5 }] }, fields)).toBe(true);
    expect(
      holdsAnyFieldValue({ serves: 0 }, [{ meta_key: 'serves', content_type: 'integer' }]),
    ).toBe(true);
  });

  it('ignores properties that are not fields, such as the id', () => {
    expect(holdsAnyFieldValue({ id: 9, extra: 'x' }, fields)).toBe(false);
  });
});
