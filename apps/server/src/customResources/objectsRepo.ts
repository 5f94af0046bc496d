import type { CustomObject } from '@metafields/core';
import type { Db } from '../db.js';
import { likePattern, type ListQuery } from './listQuery.js';

interface ObjectRow {
  id: number;
  name: string;
  plural_name: string;
  slug: string;
}

export interface ObjectWrite {
  name: string;
  plural_name: string;
  slug: string;
}

const columns = 'id, name, plural_name, slug';

/** A store's custom resources. Every query names the store, so no id reaches another store's. */
export function createObjectsRepo(db: Db) {
  const byId = db.prepare<[number, string], ObjectRow>(
    `SELECT ${columns} FROM custom_objects WHERE id = ? AND store_hash = ?`,
  );
  const bySlug = db.prepare<[string, string], ObjectRow>(
    `SELECT ${columns} FROM custom_objects WHERE slug = ? AND store_hash = ?`,
  );
  const allOfStore = db.prepare<[string], ObjectRow>(
    `SELECT ${columns} FROM custom_objects WHERE store_hash = ? ORDER BY name COLLATE NOCASE, id`,
  );
  // A page of the list also counts each resource's fields: the resources list shows the count.
  const page = db.prepare<[string, string, number, number], ObjectRow & { field_count: number }>(
    `SELECT ${columns}, (SELECT COUNT(*) FROM custom_object_fields AS f
       WHERE f.custom_object_id = custom_objects.id) AS field_count
     FROM custom_objects
     WHERE store_hash = ? AND name LIKE ? ESCAPE '\\'
     ORDER BY name COLLATE NOCASE, id LIMIT ? OFFSET ?`,
  );
  const count = db.prepare<[string, string], { total: number }>(
    `SELECT COUNT(*) AS total FROM custom_objects
     WHERE store_hash = ? AND name LIKE ? ESCAPE '\\'`,
  );
  const insert = db.prepare<[string, string, string, string]>(
    'INSERT INTO custom_objects (store_hash, name, plural_name, slug) VALUES (?, ?, ?, ?)',
  );
  const update = db.prepare<[string, string, number, string]>(
    'UPDATE custom_objects SET name = ?, plural_name = ? WHERE id = ? AND store_hash = ?',
  );
  const removeFields = db.prepare<[number]>(
    'DELETE FROM custom_object_fields WHERE custom_object_id = ?',
  );
  const remove = db.prepare<[number, string]>(
    'DELETE FROM custom_objects WHERE id = ? AND store_hash = ?',
  );
  const removeWithFields = db.transaction((storeHash: string, id: number): boolean => {
    if (!byId.get(id, storeHash)) return false;
    removeFields.run(id);
    return remove.run(id, storeHash).changes > 0;
  });

  return {
    find: (storeHash: string, id: number): CustomObject | undefined => byId.get(id, storeHash),
    findBySlug: (storeHash: string, slug: string): CustomObject | undefined =>
      bySlug.get(slug, storeHash),
    /** Every resource of the store: the references a field's content type may name. */
    all: (storeHash: string): CustomObject[] => allOfStore.all(storeHash),
    list(storeHash: string, query: ListQuery): { rows: CustomObject[]; total: number } {
      const pattern = likePattern(query.search);
      const offset = (query.page - 1) * query.perPage;
      return {
        rows: page.all(storeHash, pattern, query.perPage, offset),
        total: count.get(storeHash, pattern)?.total ?? 0,
      };
    },
    create(storeHash: string, input: ObjectWrite): CustomObject {
      const id = Number(
        insert.run(storeHash, input.name, input.plural_name, input.slug).lastInsertRowid,
      );
      return { id, ...input };
    },
    /** The key never changes: fields of other resources reference this one by it. */
    update: (storeHash: string, id: number, input: Omit<ObjectWrite, 'slug'>): boolean =>
      update.run(input.name, input.plural_name, id, storeHash).changes > 0,
    /** Removes the resource with its fields, in one transaction. */
    remove: (storeHash: string, id: number): boolean => removeWithFields(storeHash, id),
  };
}

export type ObjectsRepo = ReturnType<typeof createObjectsRepo>;
