import { sql } from 'kysely';
import type { Database, Queries } from '../database/database.js';
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

/** Ids sent to one IN list at most: well under either database's limit of parameters. */
const ID_CHUNK = 500;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < list.length; at += ID_CHUNK) out.push(list.slice(at, at + ID_CHUNK));
  return out;
}

/**
 * Whether a value matches a search: its id written out, or the search text anywhere in the
 * text of one of the named fields, ignoring case (as SQLite's LIKE over json_each did; JSON is
 * not queried in SQL, so it reads the same on both databases, ADR 0026).
 */
function matches(value: StoredValue, search: string, keys: readonly string[]): boolean {
  if (String(value.id) === search) return true;
  const wanted = search.toLowerCase();
  return keys.some((key) => {
    const text = value.data[key];
    return typeof text === 'string' && text.toLowerCase().includes(wanted);
  });
}

/**
 * The values of custom resources. Every query names both the store and the resource, so an id
 * of another resource or store finds nothing and changes nothing.
 */
export function createValuesRepo({ queries }: Database) {
  const scoped = (storeHash: string, objectId: number) =>
    sql`custom_object_id = ${objectId} AND store_hash = ${storeHash}`;

  /** The ids of `ids` that are values of the store's resource. */
  async function existingIds(storeHash: string, objectId: number, ids: readonly number[]) {
    const found = new Set<number>();
    for (const chunk of chunks(ids)) {
      const { rows } = await sql<{ id: number }>`
        SELECT id FROM custom_object_values
        WHERE ${scoped(storeHash, objectId)} AND id IN (${sql.join(chunk)})`.execute(queries);
      for (const row of rows) found.add(row.id);
    }
    return found;
  }

  return {
    /** A value; inside the caller's transaction when given its `queries` (an undo's batch). */
    async find(
      storeHash: string,
      objectId: number,
      id: number,
      on: Queries = queries,
    ): Promise<StoredValue | undefined> {
      const { rows } = await sql<ValueRow>`
        SELECT id, data FROM custom_object_values
        WHERE id = ${id} AND ${scoped(storeHash, objectId)}`.execute(on);
      return rows[0] && toValue(rows[0]);
    },
    async list(
      storeHash: string,
      objectId: number,
      query: ValueListQuery,
    ): Promise<{ rows: StoredValue[]; total: number }> {
      if (query.ids?.length === 0) return { rows: [], total: 0 };
      const offset = (query.page - 1) * query.perPage;
      const only = query.ids === undefined ? sql`` : sql`AND id IN (${sql.join(query.ids)})`;
      const where = sql`${scoped(storeHash, objectId)} ${only}`;
      if (query.search === '') {
        const page = await sql<ValueRow>`
          SELECT id, data FROM custom_object_values WHERE ${where}
          ORDER BY id LIMIT ${query.perPage} OFFSET ${offset}`.execute(queries);
        const count = await sql<{ total: number }>`
          SELECT COUNT(*) AS total FROM custom_object_values WHERE ${where}`.execute(queries);
        return { rows: page.rows.map(toValue), total: Number(count.rows[0]?.total ?? 0) };
      }
      // A search reads the resource's values and looks into their data here.
      const { rows } = await sql<ValueRow>`
        SELECT id, data FROM custom_object_values WHERE ${where} ORDER BY id`.execute(queries);
      const found = rows
        .map(toValue)
        .filter((value) => matches(value, query.search, query.searchKeys));
      return { rows: found.slice(offset, offset + query.perPage), total: found.length };
    },
    /** Which of `ids` are values of the store's resource. */
    existingIds,
    /** Creates a value; inside the caller's transaction when given its `queries` (an import's batch). */
    async create(
      storeHash: string,
      objectId: number,
      data: ValueData,
      on: Queries = queries,
    ): Promise<StoredValue> {
      const { rows } = await sql<{ id: number }>`
        INSERT INTO custom_object_values (custom_object_id, store_hash, data)
        VALUES (${objectId}, ${storeHash}, ${JSON.stringify(data)})
        RETURNING id`.execute(on);
      return { id: Number(rows[0]?.id), data };
    },
    async update(
      storeHash: string,
      objectId: number,
      id: number,
      data: ValueData,
      on: Queries = queries,
    ): Promise<boolean> {
      const result = await sql`
        UPDATE custom_object_values
        SET data = ${JSON.stringify(data)}, updated_at = ${new Date().toISOString()}
        WHERE id = ${id} AND ${scoped(storeHash, objectId)}`.execute(on);
      return Number(result.numAffectedRows ?? 0) > 0;
    },
    async remove(
      storeHash: string,
      objectId: number,
      id: number,
      on: Queries = queries,
    ): Promise<boolean> {
      const result = await sql`
        DELETE FROM custom_object_values
        WHERE id = ${id} AND ${scoped(storeHash, objectId)}`.execute(on);
      return Number(result.numAffectedRows ?? 0) > 0;
    },
    /** Deletes those of `ids` that are this resource's values; answers how many. */
    async removeMany(
      storeHash: string,
      objectId: number,
      ids: readonly number[],
      on: Queries = queries,
    ): Promise<number> {
      let removed = 0;
      for (const chunk of chunks(ids)) {
        const result = await sql`
          DELETE FROM custom_object_values
          WHERE ${scoped(storeHash, objectId)} AND id IN (${sql.join(chunk)})`.execute(on);
        removed += Number(result.numAffectedRows ?? 0);
      }
      return removed;
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
