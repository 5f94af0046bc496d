import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db.js';
import { createFieldsRepo, type FieldWrite } from './fieldsRepo.js';
import { createObjectsRepo } from './objectsRepo.js';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function open() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-custom-'));
  dirs.push(dir);
  const db = openDatabase(dir);
  dbs.push(db);
  db.prepare("INSERT INTO stores (store_hash, name, access_token) VALUES ('s', 's', 't')").run();
  return { db, objects: createObjectsRepo(db), fields: createFieldsRepo(db) };
}

const text = (name: string, extra: Partial<FieldWrite> = {}): FieldWrite => ({
  name,
  meta_key: name.toLowerCase(),
  content_type: 'text',
  use_as_display_name: false,
  options: {},
  ...extra,
});

describe('custom resource storage', () => {
  it('deletes a resource together with its fields', () => {
    const { db, objects, fields } = open();
    const object = objects.create('s', { name: 'R', plural_name: 'R', slug: 'r' });
    fields.create(object.id, text('A'));
    expect(objects.remove('s', object.id)).toBe(true);
    const left = db.prepare('SELECT COUNT(*) AS n FROM custom_object_fields').get() as {
      n: number;
    };
    expect(left.n).toBe(0);
    expect(objects.remove('other', object.id)).toBe(false);
  });

  it('moves a field to its new sort order and renumbers the rest, 1..n', () => {
    const { objects, fields } = open();
    const { id } = objects.create('s', { name: 'R', plural_name: 'R', slug: 'r' });
    const [a, b, c] = ['A', 'B', 'C'].map((name) => fields.create(id, text(name)));
    if (!a || !b || !c) throw new Error('fields not created');
    fields.update(id, c.id, text('C', { sort_order: 1 }));
    expect(fields.all(id).map((field) => [field.name, field.sort_order])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    fields.remove(id, a.id);
    expect(fields.all(id).map((field) => [field.name, field.sort_order])).toEqual([
      ['C', 1],
      ['B', 2],
    ]);
  });

  it('keeps one display name per resource', () => {
    const { objects, fields } = open();
    const { id } = objects.create('s', { name: 'R', plural_name: 'R', slug: 'r' });
    fields.create(id, text('A', { use_as_display_name: true }));
    fields.create(id, text('B', { use_as_display_name: true }));
    expect(fields.all(id).map((field) => field.use_as_display_name)).toEqual([false, true]);
  });
});
