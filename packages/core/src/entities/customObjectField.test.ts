import { describe, expect, it } from 'vitest';
import { customObjectFieldInputSchema, customObjectFieldSchema } from './customObjectField.js';

const field = {
  id: 9,
  custom_object_id: 2,
  name: 'Ingredients',
  meta_key: 'ingredients',
  content_type: 'product',
  use_as_display_name: false,
  options: { entity_list_type: 'list' },
  permission_set: 'read',
  sort_order: 3,
};
const pathOf = (input: unknown) =>
  customObjectFieldSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
const issues = (input: unknown) =>
  customObjectFieldInputSchema
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('customObjectFieldSchema', () => {
  it('reads a field with each kind of option', () => {
    expect(customObjectFieldSchema.parse(field)).toEqual(field);
    const options = {
      url_type: 'relative',
      min: '2025-01-01',
      max: '2025-12-31',
      multiselect: true,
      select_options: [{ id: 1, value: 'Vegan' }],
      entity_list_type: 'single',
      custom_object_id: 4,
    };
    expect(customObjectFieldSchema.parse({ ...field, options }).options).toEqual(options);
  });

  it('names the wrong field', () => {
    expect(pathOf({ ...field, options: { url_type: 'internal' } })).toEqual(['options.url_type']);
    expect(pathOf({ ...field, permission_set: 'owner' })).toEqual(['permission_set']);
    expect(pathOf({ ...field, use_as_display_name: 'yes' })).toEqual(['use_as_display_name']);
  });
});

describe('customObjectFieldInputSchema', () => {
  it('requires name and content type', () => {
    expect(issues({})).toEqual([
      ['name', 'This field is required'],
      ['content_type', 'This field is required'],
    ]);
    expect(issues({ name: '', content_type: '' })).toEqual([
      ['name', 'This field is required'],
      ['content_type', 'This field is required'],
    ]);
  });

  it('holds the name to 255 characters', () => {
    expect(issues({ name: 'n'.repeat(255), content_type: 'text' })).toBeUndefined();
    expect(issues({ name: 'n'.repeat(256), content_type: 'text' })).toEqual([
      ['name', 'Use at most 255 characters'],
    ]);
  });

  it('gives a text field the limits 1 and 255 where it has none', () => {
    expect(customObjectFieldInputSchema.parse({ name: 'Title', content_type: 'text' })).toEqual({
      name: 'Title',
      content_type: 'text',
      options: { min: 1, max: 255 },
    });
    expect(
      customObjectFieldInputSchema.parse({ name: 'Serves', content_type: 'integer' }).options,
    ).toBeUndefined();
  });

  it('rejects a select option without a value', () => {
    expect(
      issues({
        name: 'Diet',
        content_type: 'select',
        options: { select_options: [{ id: 1 }] },
      })?.[0]?.[0],
    ).toBe('options.select_options.0.value');
  });
});
