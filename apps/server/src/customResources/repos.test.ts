import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialects, testDatabase, type TestDatabase } from '../testing/databases.js';
import { createValueExportRows } from './valueExportRows.js';
import { createFieldsRepo, type FieldWrite } from './fieldsRepo.js';
import { createObjectsRepo } from './objectsRepo.js';
import { createValuesRepo } from './valuesRepo.js';

const text = (name: string, extra: Partial<FieldWrite> = {}): FieldWrite => ({
  name,
  meta_key: name.toLowerCase(),
  content_type: 'text',
  use_as_display_name: false,
  options: {},
  ...extra,
});

describe.each(dialects)('custom resource storage on %s', (dialect) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await testDatabase(dialect);
    await sql`INSERT INTO stores (store_hash, name, access_token) VALUES ('s', 's', 't')`.execute(
      test.database.queries,
    );
  });
  afterEach(() => test.dispose());
  const repos = () => ({
    objects: createObjectsRepo(test.database),
    fields: createFieldsRepo(test.database),
    values: createValuesRepo(test.database),
  });
  const page = { page: 1, perPage: 50 };

  it('deletes a resource together with its fields', async () => {
    const { objects, fields } = repos();
    const object = await objects.create('s', { name: 'R', plural_name: 'R', slug: 'r' });
    await fields.create(object.id, text('A'));
    expect(await objects.remove('s', object.id)).toBe(true);
    const { rows } = await sql<{ n: number }>`
      SELECT COUNT(*) AS n FROM custom_object_fields`.execute(test.database.queries);
    expect(rows[0]?.n).toBe(0);
    expect(await objects.remove('other', object.id)).toBe(false);
  });

  it('moves a field to its new sort order and renumbers the rest, 1..n', async () => {
    const { objects, fields } = repos();
    const { id } = await objects.create('s', { name: 'R', plural_name: 'R', slug: 'r' });
    const a = await fields.create(id, text('A'));
    await fields.create(id, text('B'));
    const c = await fields.create(id, text('C'));
    const order = async () => (await fields.all(id)).map((field) => [field.name, field.sort_order]);
    await fields.update(id, c.id, text('C', { sort_order: 1 }));
    expect(await order()).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    expect(await fields.remove(id, a.id)).toBe(true);
    expect(await order()).toEqual([
      ['C', 1],
      ['B', 2],
    ]);
  });

  it('keeps one display name per resource', async () => {
    const { objects, fields } = repos();
    const { id } = await objects.create('s', { name: 'R', plural_name: 'R', slug: 'r' });
    await fields.create(id, text('A', { use_as_display_name: true }));
    await fields.create(id, text('B', { use_as_display_name: true }));
    expect((await fields.all(id)).map((field) => field.use_as_display_name)).toEqual([false, true]);
  });

  it('lists resources and fields by a search ignoring case, names sorted ignoring case', async () => {
    const { objects, fields } = repos();
    const chef = await objects.create('s', { name: 'chef', plural_name: 'Chefs', slug: 'chef' });
    await objects.create('s', { name: 'Brand_X', plural_name: 'B', slug: 'brand' });
    await objects.create('s', { name: 'Award', plural_name: 'A', slug: 'award' });
    const names = async (search: string) =>
      (await objects.list('s', { ...page, search })).rows.map((row) => row.name);
    expect(await names('')).toEqual(['Award', 'Brand_X', 'chef']);
    expect(await names('CHEF')).toEqual(['chef']);
    expect(await names('_')).toEqual(['Brand_X']);
    expect((await objects.all('s')).map((row) => row.name)).toEqual(['Award', 'Brand_X', 'chef']);
    await fields.create(chef.id, text('Signature Dish', { meta_key: 'dish' }));
    expect((await fields.list(chef.id, { ...page, search: 'DISH' })).total).toBe(1);
    expect((await objects.list('s', { ...page, search: 'chef' })).rows[0]).toMatchObject({
      field_count: 1,
    });
  });

  it('finds values by the text of the named fields ignoring case, or by id', async () => {
    const { objects, values } = repos();
    const { id } = await objects.create('s', { name: 'R', plural_name: 'R', slug: 'r' });
    const tea = await values.create('s', id, { name: 'Green Tea', note: 'coffee' });
    const coffee = await values.create('s', id, { name: 'Coffee 100%', note: null });
    await values.create('s', id, { name: 'Water', note: 'tea' });
    const found = async (search: string, ids?: number[]) =>
      (await values.list('s', id, { ...page, search, searchKeys: ['name'], ids })).rows.map(
        (row) => row.id,
      );
    expect(await found('TEA')).toEqual([tea.id]);
    expect(await found('0%')).toEqual([coffee.id]);
    expect(await found(String(coffee.id))).toContain(coffee.id);
    expect(await found('', [coffee.id, 999])).toEqual([coffee.id]);
    expect(await found('', [])).toEqual([]);
    const second = await values.list('s', id, {
      page: 2,
      perPage: 1,
      search: 'e',
      searchKeys: ['name'],
    });
    expect(second).toMatchObject({ total: 3, rows: [{ id: coffee.id }] });
  });

  it('writes values within their store and resource only', async () => {
    const { objects, values } = repos();
    const { id } = await objects.create('s', { name: 'R', plural_name: 'R', slug: 'r' });
    const a = await values.create('s', id, { name: 'A' });
    const b = await values.create('s', id, { name: 'B' });
    expect(await values.update('s', id, a.id, { name: 'A2' })).toBe(true);
    expect(await values.update('other', id, a.id, { name: 'A3' })).toBe(false);
    expect(await values.find('s', id, a.id)).toEqual({ id: a.id, data: { name: 'A2' } });
    expect(await values.existingIds('s', id, [a.id, b.id, 999])).toEqual(new Set([a.id, b.id]));
    const rows = createValueExportRows(test.database);
    expect(await rows.count('s', id)).toBe(2);
    expect((await rows.after('s', id, a.id, 10)).map((value) => value.id)).toEqual([b.id]);
    expect(await values.removeMany('s', id, [a.id, b.id, 999])).toBe(2);
    expect(await values.remove('s', id, a.id)).toBe(false);
  });
});
