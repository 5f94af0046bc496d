import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialects, testDatabase, type TestDatabase } from '../testing/databases.js';
import {
  createTemplatesRepo,
  TemplateKeyTaken,
  type TemplatesRepo,
  type TemplateWrite,
} from './templatesRepo.js';

const scope = { storeHash: 's', type: 'product' } as const;
const write = (name: string, extra: Partial<TemplateWrite> = {}): TemplateWrite => ({
  name,
  namespace: 'shared',
  meta_key: name.toLowerCase(),
  content_type: 'text',
  options: {},
  use_on_storefront: false,
  ...extra,
});

describe.each(dialects)('templates storage on %s', (dialect) => {
  let test: TestDatabase;
  let templates: TemplatesRepo;
  beforeEach(async () => {
    test = await testDatabase(dialect);
    await sql`INSERT INTO stores (store_hash, name, access_token) VALUES ('s', 's', 't')`.execute(
      test.database.queries,
    );
    templates = createTemplatesRepo(test.database);
  });
  afterEach(() => test.dispose());

  const order = async () =>
    (await templates.list(scope, { page: 1, perPage: 50, search: '' })).rows.map((template) => [
      template.name,
      template.sort_order,
    ]);

  it('puts a new template last or at its sort order, and closes the gap a removal leaves', async () => {
    const a = await templates.create(scope, write('A'));
    await templates.create(scope, write('B'));
    await templates.create(scope, write('C', { sort_order: 1 }));
    expect(await order()).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    expect(await templates.remove(scope, a.id)).toBe(true);
    expect(await templates.remove({ ...scope, type: 'category' }, a.id)).toBe(false);
    expect(await order()).toEqual([
      ['C', 1],
      ['B', 2],
    ]);
  });

  it('moves several at once, or none when an id is not the scope’s', async () => {
    const [a, b] = [
      await templates.create(scope, write('A')),
      await templates.create(scope, write('B')),
    ];
    expect(
      await templates.reorder(scope, [
        { id: 999, sort_order: 1 },
        { id: b.id, sort_order: 1 },
      ]),
    ).toBe(false);
    expect(await order()).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
    expect(await templates.reorder(scope, [{ id: b.id, sort_order: 1 }])).toBe(true);
    expect((await templates.find(scope, a.id))?.sort_order).toBe(2);
  });

  it('searches name, namespace and key ignoring case, wildcards taken literally', async () => {
    await templates.create(scope, write('Care Notes', { meta_key: 'care' }));
    await templates.create(scope, write('100% Cotton', { meta_key: 'cotton' }));
    const names = async (search: string) =>
      (await templates.list(scope, { page: 1, perPage: 50, search })).rows.map((row) => row.name);
    expect(await names('CARE')).toEqual(['Care Notes']);
    expect(await names('SHARED')).toEqual(['Care Notes', '100% Cotton']);
    expect(await names('0%')).toEqual(['100% Cotton']);
    expect(await names('_')).toEqual([]);
    expect((await templates.list(scope, { page: 2, perPage: 1, search: 'shared' })).total).toBe(2);
  });

  it('ignores the case of every letter, not only of ASCII ones', async () => {
    await templates.create(scope, write('Ärmellänge', { meta_key: 'sleeve' }));
    await templates.create(scope, write('Σύνθεση', { meta_key: 'composition' }));
    const names = async (search: string) =>
      (await templates.list(scope, { page: 1, perPage: 50, search })).rows.map((row) => row.name);
    expect(await names('ärmel')).toEqual(['Ärmellänge']);
    expect(await names('LÄNGE')).toEqual(['Ärmellänge']);
    expect(await names('ΣΎΝ')).toEqual(['Σύνθεση']);
  });

  it('refuses a taken namespace and key, and a failed write rolls back its transaction', async () => {
    const a = await templates.create(scope, write('A'));
    await expect(templates.create(scope, write('A'))).rejects.toBeInstanceOf(TemplateKeyTaken);
    await expect(
      templates.transaction(async (queries) => {
        await templates.create(scope, write('B'), queries);
        await templates.update(scope, a.id, write('A', { meta_key: 'b' }), queries);
      }),
    ).rejects.toBeInstanceOf(TemplateKeyTaken);
    expect(await order()).toEqual([['A', 1]]);
    expect(await templates.idOfKey(scope, 'shared', 'a')).toBe(a.id);
    expect(await templates.update(scope, 999, write('Z'))).toBeUndefined();
  });
});
