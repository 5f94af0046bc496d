import { describe, expect, it } from 'vitest';
import { customObjectInputSchema, customObjectSchema } from './customObject.js';

const field = {
  id: 5,
  custom_object_id: 2,
  name: 'Name',
  meta_key: 'name',
  content_type: 'text',
  use_as_display_name: true,
  options: { min: 1, max: 255 },
  sort_order: 1,
};
const recipes = { id: 2, name: 'Recipe', plural_name: 'Recipes', slug: 'recipe', fields: [field] };

describe('customObjectSchema', () => {
  it('reads a custom resource with and without its fields', () => {
    expect(customObjectSchema.parse(recipes)).toEqual(recipes);
    const { fields: _fields, ...bare } = recipes;
    expect(customObjectSchema.parse(bare)).toEqual(bare);
  });

  it('names the wrong field, inside the fields too', () => {
    expect(
      customObjectSchema.safeParse({ ...recipes, fields: [{ ...field, content_type: '' }] }).error
        ?.issues[0]?.path,
    ).toEqual(['fields', 0, 'content_type']);
    expect(customObjectSchema.safeParse({ ...recipes, slug: null }).error?.issues[0]?.path).toEqual(
      ['slug'],
    );
  });
});

describe('customObjectInputSchema', () => {
  it('requires only the name', () => {
    expect(customObjectInputSchema.parse({ name: 'Recipe' })).toEqual({ name: 'Recipe' });
    expect(
      customObjectInputSchema.parse({ name: 'Recipe', plural_name: 'Recipes', slug: 'recipe' }),
    ).toEqual({ name: 'Recipe', plural_name: 'Recipes', slug: 'recipe' });
    for (const input of [{}, { name: '' }]) {
      const issue = customObjectInputSchema.safeParse(input).error?.issues[0];
      expect([issue?.path, issue?.message]).toEqual([['name'], 'This field is required']);
    }
  });

  it('holds the name and the plural name to 255 characters', () => {
    expect(customObjectInputSchema.parse({ name: 'r'.repeat(255) }).name).toHaveLength(255);
    for (const field of ['name', 'plural_name'] as const) {
      const issue = customObjectInputSchema.safeParse({ name: 'Recipe', [field]: 'r'.repeat(256) })
        .error?.issues[0];
      expect([issue?.path, issue?.message]).toEqual([[field], 'Use at most 255 characters']);
    }
  });
});
