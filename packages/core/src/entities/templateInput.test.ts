import { describe, expect, it } from 'vitest';
import { templateInputSchema } from './templateInput.js';

const valid = { name: 'Care instructions', meta_key: 'care-instructions' };
const issues = (input: unknown) =>
  templateInputSchema
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('templateInputSchema', () => {
  it('applies the defaults of a blank template', () => {
    expect(templateInputSchema.parse(valid)).toEqual({
      ...valid,
      namespace: 'shared',
      content_type: 'rich_text',
      use_on_storefront: true,
    });
  });

  it('keeps what the user chose over the defaults', () => {
    const parsed = templateInputSchema.parse({
      ...valid,
      namespace: 'care',
      content_type: 'select',
      use_on_storefront: false,
      sort_order: 4,
      options: { select_options: [{ id: 1, value: 'Hand wash' }] },
    });
    expect(parsed).toMatchObject({
      namespace: 'care',
      content_type: 'select',
      use_on_storefront: false,
      sort_order: 4,
      options: { select_options: [{ id: 1, value: 'Hand wash' }] },
    });
    expect(parsed.options).not.toHaveProperty('min');
  });

  it('gives a text field the limits 1 and 255 where it has none', () => {
    expect(templateInputSchema.parse({ ...valid, content_type: 'text' }).options).toEqual({
      min: 1,
      max: 255,
    });
    expect(
      templateInputSchema.parse({ ...valid, content_type: 'text', options: { max: 40 } }).options,
    ).toEqual({ min: 1, max: 40 });
    expect(
      templateInputSchema.parse({ ...valid, content_type: 'text', options: { min: 0 } }).options,
    ).toEqual({ min: 0, max: 255 });
  });

  it('requires name, namespace and key', () => {
    expect(issues({ namespace: '' })).toEqual([
      ['name', 'This field is required'],
      ['namespace', 'This field is required'],
      ['meta_key', 'This field is required'],
    ]);
  });

  it('holds namespace and key to 64 characters and description to 255', () => {
    const at = {
      ...valid,
      namespace: 'n'.repeat(64),
      meta_key: 'k'.repeat(64),
      description: 'd'.repeat(255),
    };
    expect(templateInputSchema.safeParse(at).success).toBe(true);
    expect(
      issues({
        ...valid,
        namespace: 'n'.repeat(65),
        meta_key: 'k'.repeat(65),
        description: 'd'.repeat(256),
      }),
    ).toEqual([
      ['namespace', 'Use at most 64 characters'],
      ['meta_key', 'Use at most 64 characters'],
      ['description', 'Use at most 255 characters'],
    ]);
  });

  it('rejects an entity list type other than single or list', () => {
    expect(issues({ ...valid, options: { entity_list_type: 'many' } })?.[0]?.[0]).toBe(
      'options.entity_list_type',
    );
  });
});
