import type { Db } from '../db.js';
import { likePattern } from './listQuery.js';
import type { ValueData } from './valueRules.js';

interface ValueRow {
  id: number;
  data: string;
}

/** A stored value: its id and its fields' data, as written (fields since removed included). */
export interface StoredValue {
  id: number;
  data: ValueData;
}

export interface ValueListQuery {
  page: number;
  perPage: number;
  /** Text to find in the `searchKeys` fields, or the value's id; empty finds everything. */
  search: string;
  searchKeys: readonly string[];
  /** Only these ids (the `id:in` lookup), when given. */
  ids?: readonly number[] | undefined;
}

interface ListParams {
  storeHash: string;
  objectId: number;
  ids: string | null;
  search: string;
  pattern: string;
  keys: string;
  limit: number;
  offset: number;
}

// The filters of a page and of its count, with named parameters. The search looks at the text
// of the named fields only (json_each over the value's data) or at the id written out.
const listWhere = `
  WHERE custom_object_id = @objectId AND store_hash = @storeHash
    AND (@ids IS NULL OR id IN (SELECT value FROM json_each(@ids)))
    AND (@search = '' OR CAST(id AS TEXT) = @search OR EXISTS (
      SELECT 1 FROM json_each(custom_object_values.data) AS field
      WHERE field.type = 'text' AND field.value LIKE @pattern ESCAPE '\\'
        AND field.key IN (SELECT value FROM json_each(@keys))))`;

/**
 * The values of custom resources. Every query names both the store and the resource, so an id
 * of another resource or store finds nothing and changes nothing.
 */
export function createValuesRepo(db: Db) {
  const byId = db.prepare<[number, number, string], ValueRow>(
    'SELECT id, data FROM custom_object_values WHERE id = ? AND custom_object_id = ? AND store_hash = ?',
  );
  const page = db.prepare<ListParams, ValueRow>(
    `SELECT id, data FROM custom_object_values ${listWhere} ORDER BY id LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<Omit<ListParams, 'limit' | 'offset'>, { total: number }>(
    `SELECT COUNT(*) AS total FROM custom_object_values ${listWhere}`,
  );
  const existing = db.prepare<[number, string, string], { id: number }>(
    `SELECT id FROM custom_object_values
     WHERE custom_object_id = ? AND store_hash = ? AND id IN (SELECT value FROM json_each(?))`,
  );
  const insert = db.prepare<[number, string, string]>(
    'INSERT INTO custom_object_values (custom_object_id, store_hash, data) VALUES (?, ?, ?)',
  );
  const update = db.prepare<[string, number, number, string]>(
    `UPDATE custom_object_values SET data = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ')
     WHERE id = ? AND custom_object_id = ? AND store_hash = ?`,
  );
  const remove = db.prepare<[number, number, string]>(
    'DELETE FROM custom_object_values WHERE id = ? AND custom_object_id = ? AND store_hash = ?',
  );
  const removeMany = db.prepare<[number, string, string]>(
    `DELETE FROM custom_object_values
     WHERE custom_object_id = ? AND store_hash = ? AND id IN (SELECT value FROM json_each(?))`,
  );

  return {
    find(storeHash: string, objectId: number, id: number): StoredValue | undefined {
      const row = byId.get(id, objectId, storeHash);
      return row && toValue(row);
    },
    list(storeHash: string, objectId: number, query: ValueListQuery) {
      const filters = {
        storeHash,
        objectId,
        ids: query.ids === undefined ? null : JSON.stringify(query.ids),
        search: query.search,
        pattern: likePattern(query.search),
        keys: JSON.stringify(query.searchKeys),
      };
      const offset = (query.page - 1) * query.perPage;
      return {
        rows: page.all({ ...filters, limit: query.perPage, offset }).map(toValue),
        total: count.get(filters)?.total ?? 0,
      };
    },
    /** Which of `ids` are values of the store's resource. */
    existingIds(storeHash: string, objectId: number, ids: readonly number[]): Set<number> {
      return new Set(existing.all(objectId, storeHash, JSON.stringify(ids)).map((row) => row.id));
    },
    create(storeHash: string, objectId: number, data: ValueData): StoredValue {
      const id = Number(insert.run(objectId, storeHash, JSON.stringify(data)).lastInsertRowid);
      return { id, data };
    },
    update(storeHash: string, objectId: number, id: number, data: ValueData): boolean {
      return update.run(JSON.stringify(data), id, objectId, storeHash).changes > 0;
    },
    remove(storeHash: string, objectId: number, id: number): boolean {
      return remove.run(id, objectId, storeHash).changes > 0;
    },
    /** Deletes those of `ids` that are this resource's values; answers how many. */
    removeMany(storeHash: string, objectId: number, ids: readonly number[]): number {
      return removeMany.run(objectId, storeHash, JSON.stringify(ids)).changes;
    },
  };
}

export type ValuesRepo = ReturnType<typeof createValuesRepo>;

/** Data was written by this server as a JSON object; anything else reads as no data. */
function toValue(row: ValueRow): StoredValue {
  let data: ValueData = {};
  try {
    const parsed: unknown = JSON.parse(row.data);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      data = parsed as ValueData;
    }
  } catch {
    // Left empty: the row is still listed and can be saved again.
  }
  return { id: row.id, data };
}
