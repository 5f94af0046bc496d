import type { CustomObject } from '@metafields/core';
import { sql } from 'kysely';
import type { Database, Queries } from '../database/database.js';
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

const columns = sql.raw('id, name, plural_name, slug');
// By name ignoring case: lower() folds every letter on both dialects (see openSqliteFile).
const byName = sql.raw('ORDER BY lower(name), id');

/** A store's custom resources. Every query names the store, so no id reaches another store's. */
export function createObjectsRepo(database: Database) {
  const { queries } = database;
  async function find(
    storeHash: string,
    id: number,
    on: Queries = queries,
  ): Promise<CustomObject | undefined> {
    const { rows } = await sql<ObjectRow>`
      SELECT ${columns} FROM custom_objects WHERE id = ${id} AND store_hash = ${storeHash}`.execute(
      on,
    );
    return rows[0];
  }

  return {
    find: (storeHash: string, id: number) => find(storeHash, id),
    async findBySlug(storeHash: string, slug: string): Promise<CustomObject | undefined> {
      const { rows } = await sql<ObjectRow>`
        SELECT ${columns} FROM custom_objects
        WHERE slug = ${slug} AND store_hash = ${storeHash}`.execute(queries);
      return rows[0];
    },
    /** Every resource of the store: the references a field's content type may name. */
    async all(storeHash: string): Promise<CustomObject[]> {
      const { rows } = await sql<ObjectRow>`
        SELECT ${columns} FROM custom_objects WHERE store_hash = ${storeHash} ${byName}`.execute(
        queries,
      );
      return rows;
    },
    async list(
      storeHash: string,
      query: ListQuery,
    ): Promise<{ rows: CustomObject[]; total: number }> {
      // lower() on both sides: SQLite's LIKE ignores case, PostgreSQL's does not.
      const where = sql`store_hash = ${storeHash}
        AND lower(name) LIKE lower(${likePattern(query.search)}) ESCAPE '\\'`;
      const offset = (query.page - 1) * query.perPage;
      // A page of the list also counts each resource's fields: the resources list shows the count.
      const page = await sql<ObjectRow & { field_count: number }>`
        SELECT ${columns}, (SELECT COUNT(*) FROM custom_object_fields AS f
          WHERE f.custom_object_id = custom_objects.id) AS field_count
        FROM custom_objects WHERE ${where}
        ${byName} LIMIT ${query.perPage} OFFSET ${offset}`.execute(queries);
      const count = await sql<{ total: number }>`
        SELECT COUNT(*) AS total FROM custom_objects WHERE ${where}`.execute(queries);
      return { rows: page.rows, total: Number(count.rows[0]?.total ?? 0) };
    },
    async create(storeHash: string, input: ObjectWrite): Promise<CustomObject> {
      const { rows } = await sql<{ id: number }>`
        INSERT INTO custom_objects (store_hash, name, plural_name, slug)
        VALUES (${storeHash}, ${input.name}, ${input.plural_name}, ${input.slug})
        RETURNING id`.execute(queries);
      return { id: Number(rows[0]?.id), ...input };
    },
    /** The key never changes: fields of other resources reference this one by it. */
    async update(storeHash: string, id: number, input: Omit<ObjectWrite, 'slug'>) {
      const result = await sql`
        UPDATE custom_objects SET name = ${input.name}, plural_name = ${input.plural_name}
        WHERE id = ${id} AND store_hash = ${storeHash}`.execute(queries);
      return Number(result.numAffectedRows ?? 0) > 0;
    },
    /** Removes the resource with its fields, in one transaction. */
    remove: (storeHash: string, id: number): Promise<boolean> =>
      database.transaction(async (queries) => {
        if (!(await find(storeHash, id, queries))) return false;
        await sql`DELETE FROM custom_object_fields WHERE custom_object_id = ${id}`.execute(queries);
        const removed = await sql`
          DELETE FROM custom_objects WHERE id = ${id} AND store_hash = ${storeHash}`.execute(
          queries,
        );
        return Number(removed.numAffectedRows ?? 0) > 0;
      }),
  };
}

export type ObjectsRepo = ReturnType<typeof createObjectsRepo>;
