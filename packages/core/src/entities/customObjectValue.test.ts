import { describe, expect, it } from 'vitest';
import { customObjectValueSchema } from './customObjectValue.js';

const value = {
  id: 14,
  name: 'Pancakes',
  vegan: 'false',
  serves: 4,
  notes: null,
  ingredients: [{ id: 111 }, { id: 112 }],
  photo: { id: 'img-1', url: '/content/pancakes.jpg', name: 'pancakes', extension: 'jpg' },
};

describe('customObjectValueSchema', () => {
  it('reads a value with one property per field', () => {
    expect(customObjectValueSchema.parse(value)).toEqual(value);
  });

  it('names the wrong field', () => {
    const { id: _id, ...idless } = value;
    expect(customObjectValueSchema.safeParse(idless).error?.issues[0]?.path).toEqual(['id']);
    // Booleans travel as the strings 'true' and 'false'.
    expect(
      customObjectValueSchema.safeParse({ ...value, vegan: false }).error?.issues[0]?.path,
    ).toEqual(['vegan']);
  });
});
