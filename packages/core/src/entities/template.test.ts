import { describe, expect, it } from 'vitest';
import { contentTypeSchema } from './contentType.js';
import { templateSchema } from './template.js';

const template = {
  id: 12,
  name: 'Related brand',
  namespace: 'shared',
  meta_key: 'related-brand',
  description: 'The brand shown beside the product',
  content_type: 'brand',
  options: { entity_list_type: 'single', is_read_only: false },
  use_on_storefront: true,
  sort_order: 3,
  metafield_count: 41,
};
const pathOf = (input: unknown) =>
  templateSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('templateSchema', () => {
  it('reads a shared metafield with its options', () => {
    expect(templateSchema.parse(template)).toEqual(template);
  });

  it('reads a template without options or count', () => {
    const { metafield_count: _count, ...rest } = template;
    expect(templateSchema.parse({ ...rest, options: null, description: null }).options).toBeNull();
  });

  it('reads select options and date limits', () => {
    const options = {
      min: '2024-01-01',
      max: 10,
      select_options: [{ id: 'a1', value: 'Red' }, { id: 2, value: 'Blue' }, { value: 'Green' }],
    };
    expect(templateSchema.parse({ ...template, options }).options).toEqual(options);
  });

  it('names the wrong field', () => {
    expect(pathOf({ ...template, sort_order: '3' })).toEqual(['sort_order']);
    expect(pathOf({ ...template, options: { entity_list_type: 'many' } })).toEqual([
      'options.entity_list_type',
    ]);
    expect(pathOf({ ...template, options: { custom_object_id: null } })).toEqual([
      'options.custom_object_id',
    ]);
    expect(pathOf({ ...template, options: { select_options: [{ id: 1 }] } })).toEqual([
      'options.select_options.0.value',
    ]);
  });
});

describe('contentTypeSchema', () => {
  it('reads a built-in and a custom resource content type', () => {
    expect(contentTypeSchema.parse({ slug: 'rich_text', name: 'Rich text' })).toEqual({
      slug: 'rich_text',
      name: 'Rich text',
    });
    expect(contentTypeSchema.parse({ slug: 'recipes', name: 'Recipes' }).slug).toBe('recipes');
  });

  it('rejects an empty slug', () => {
    expect(
      contentTypeSchema.safeParse({ slug: '', name: 'Nothing' }).error?.issues[0]?.path,
    ).toEqual(['slug']);
  });
});
