import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createFieldsRepo } from '../customResources/fieldsRepo.js';
import { createObjectsRepo } from '../customResources/objectsRepo.js';
import { createTemplatesRepo } from '../templates/templatesRepo.js';
import { dialects, testDatabase, type TestDatabase } from '../testing/databases.js';

let opened: TestDatabase | undefined;
afterEach(() => opened?.dispose());

const template = (key: string, sortOrder?: number) => ({
  name: key,
  namespace: 'shared',
  meta_key: key,
  content_type: 'text',
  options: {},
  use_on_storefront: true,
  sort_order: sortOrder,
});
const field = (key: string, sortOrder?: number) => ({
  name: key,
  meta_key: key,
  content_type: 'text',
  use_as_display_name: false,
  options: {},
  sort_order: sortOrder,
});

/**
 * Writes that race (on PostgreSQL, through the pool's several connections, as several
 * instances would): every list still reads 1..n with each row once.
 */
describe.each(dialects)('the order of a list under writes at once, on %s', (dialect) => {
  it('gives templates created, moved and removed at once the places 1..n', async () => {
    opened = await testDatabase(dialect);
    const { queries } = opened.database;
    await sql`INSERT INTO stores (store_hash, name, access_token) VALUES ('s', 'S', 't')`.execute(
      queries,
    );
    const templates = createTemplatesRepo(opened.database);
    const scope = { storeHash: 's', type: 'product' } as const;
    const first = await Promise.all(
      Array.from({ length: 8 }, (_, index) => templates.create(scope, template(`a${index}`))),
    );
    await Promise.all([
      ...Array.from({ length: 4 }, (_, index) => templates.create(scope, template(`b${index}`, 1))),
      templates.reorder(scope, [{ id: first[7]!.id, sort_order: 2 }]),
      templates.remove(scope, first[0]!.id),
    ]);
    const { rows } = await templates.list(scope, { page: 1, perPage: 50, search: '' });
    expect(rows.map((row) => row.sort_order)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(new Set(rows.map((row) => row.meta_key)).size).toBe(11);
    expect(rows.map((row) => row.meta_key)).not.toContain('a0');
  });

  it('gives fields created at once the places 1..n', async () => {
    opened = await testDatabase(dialect);
    await sql`INSERT INTO stores (store_hash, name, access_token) VALUES ('s', 'S', 't')`.execute(
      opened.database.queries,
    );
    const object = await createObjectsRepo(opened.database).create('s', {
      name: 'Recipe',
      plural_name: 'Recipes',
      slug: 'recipe',
    });
    const fields = createFieldsRepo(opened.database);
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        fields.create(object.id, field(`f${index}`, index % 2 === 0 ? 1 : undefined)),
      ),
    );
    const all = await fields.all(object.id);
    expect(all.map((row) => row.sort_order)).toEqual(Array.from({ length: 8 }, (_, i) => i + 1));
  });
});
