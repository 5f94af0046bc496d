import { describe, expect, it } from 'vitest';
import { categorySchema, type Category } from './category.js';

const bath: Category = {
  category_id: 36,
  name: 'Bath',
  url: { path: '/bath/', is_customized: false },
  children: [
    { category_id: 37, name: 'Towels', url: { path: '/bath/towels/' }, children: [] },
    { category_id: 38, name: 'Soap' },
  ],
};

describe('categorySchema', () => {
  it('reads a category with its URL path and nested children', () => {
    expect(categorySchema.parse(bath)).toEqual(bath);
  });

  it('names a wrong field however deep it is', () => {
    const broken = {
      ...bath,
      children: [{ category_id: 37, name: 'Towels', children: [{ name: 'x' }] }],
    };
    expect(categorySchema.safeParse(broken).error?.issues[0]?.path).toEqual([
      'children',
      0,
      'children',
      0,
      'category_id',
    ]);
    expect(categorySchema.safeParse({ ...bath, url: '/bath/' }).error?.issues[0]?.path).toEqual([
      'url',
    ]);
  });
});
