import {
  customObjectFieldOptionsSchema,
  type CustomObjectField,
  type CustomObjectFieldOptions,
  placeAt,
  type PermissionSet,
} from '@metafields/core';
import { sql } from 'kysely';
import type { Database, Queries } from '../database/database.js';
import { lockList, writeOrder } from '../database/listOrder.js';
import { likePattern, type ListQuery } from './listQuery.js';
import { readStoredJson } from '../storedJson.js';

interface FieldRow {
  id: number;
  custom_object_id: number;
  name: string;
  meta_key: string;
  content_type: string;
  use_as_display_name: number;
  options: string;
  permission_set: PermissionSet | null;
  sort_order: number;
}

/** A field as the rules have made it: everything but its id and place. */
export interface FieldWrite {
  name: string;
  meta_key: string;
  content_type: string;
  use_as_display_name: boolean;
  options: CustomObjectFieldOptions;
  permission_set?: PermissionSet | undefined;
  /** The 1-based place to put the field at; left out, a new field goes last and others stay. */
  sort_order?: number | undefined;
}

const columns = sql.raw(
  'id, custom_object_id, name, meta_key, content_type, use_as_display_name, options, ' +
    'permission_set, sort_order',
);
const order = sql.raw('ORDER BY sort_order, id');

/**
 * The fields of custom resources. Callers have already checked that the resource is the store's;
 * every query names the resource, so a field id of another resource finds nothing.
 */
export function createFieldsRepo(database: Database) {
  async function find(
    objectId: number,
    id: number,
    queries: Queries = database.queries,
  ): Promise<CustomObjectField | undefined> {
    const { rows } = await sql<FieldRow>`
      SELECT ${columns} FROM custom_object_fields
      WHERE id = ${id} AND custom_object_id = ${objectId}`.execute(queries);
    return rows[0] && toField(rows[0]);
  }

  /** The resource's field ids in their order; first, the lock that keeps its numbering one at a time. */
  async function idsInOrder(queries: Queries, objectId: number): Promise<number[]> {
    await lockList(database.dialect, queries, `fields:${objectId}`);
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM custom_object_fields WHERE custom_object_id = ${objectId} ${order}`.execute(
      queries,
    );
    return rows.map((row) => row.id);
  }

  /** Puts one field at a 1-based place and numbers every field of the resource 1..n again. */
  async function place(
    queries: Queries,
    objectId: number,
    fieldId: number,
    position: number | undefined,
  ): Promise<void> {
    const ids = await idsInOrder(queries, objectId);
    const placed = position !== undefined ? placeAt(ids, fieldId, position) : ids;
    await writeOrder(queries, 'custom_object_fields', placed);
  }

  /** One display name per resource: the field just flagged takes it from the others. */
  async function afterWrite(
    queries: Queries,
    objectId: number,
    fieldId: number,
    field: FieldWrite,
  ) {
    if (field.use_as_display_name) {
      await sql`
        UPDATE custom_object_fields SET use_as_display_name = 0
        WHERE custom_object_id = ${objectId} AND id <> ${fieldId}`.execute(queries);
    }
    await place(queries, objectId, fieldId, field.sort_order);
  }

  return {
    find: (objectId: number, id: number) => find(objectId, id),
    /** The id of the resource's field with this key, if any. */
    async idOfKey(objectId: number, metaKey: string): Promise<number | undefined> {
      const { rows } = await sql<{ id: number }>`
        SELECT id FROM custom_object_fields
        WHERE meta_key = ${metaKey} AND custom_object_id = ${objectId}`.execute(database.queries);
      return rows[0]?.id;
    },
    async all(objectId: number): Promise<CustomObjectField[]> {
      const { rows } = await sql<FieldRow>`
        SELECT ${columns} FROM custom_object_fields
        WHERE custom_object_id = ${objectId} ${order}`.execute(database.queries);
      return rows.map(toField);
    },
    async list(
      objectId: number,
      query: ListQuery,
    ): Promise<{ rows: CustomObjectField[]; total: number }> {
      const pattern = likePattern(query.search);
      // lower() on both sides: SQLite's LIKE ignores case, PostgreSQL's does not.
      const where = sql`custom_object_id = ${objectId}
        AND (lower(name) LIKE lower(${pattern}) ESCAPE '\\'
          OR lower(meta_key) LIKE lower(${pattern}) ESCAPE '\\')`;
      const offset = (query.page - 1) * query.perPage;
      const page = await sql<FieldRow>`
        SELECT ${columns} FROM custom_object_fields WHERE ${where}
        ${order} LIMIT ${query.perPage} OFFSET ${offset}`.execute(database.queries);
      const count = await sql<{ total: number }>`
        SELECT COUNT(*) AS total FROM custom_object_fields WHERE ${where}`.execute(
        database.queries,
      );
      return { rows: page.rows.map(toField), total: Number(count.rows[0]?.total ?? 0) };
    },
    create: (objectId: number, field: FieldWrite): Promise<CustomObjectField> =>
      database.transaction(async (queries) => {
        const last = (await idsInOrder(queries, objectId)).length;
        const { rows } = await sql<{ id: number }>`
          INSERT INTO custom_object_fields (custom_object_id, name, meta_key, content_type,
            use_as_display_name, options, permission_set, sort_order)
          VALUES (${objectId}, ${field.name}, ${field.meta_key}, ${field.content_type},
            ${+field.use_as_display_name}, ${JSON.stringify(field.options)},
            ${field.permission_set ?? null}, ${last + 1})
          RETURNING id`.execute(queries);
        const id = Number(rows[0]?.id);
        await afterWrite(queries, objectId, id, field);
        const created = await find(objectId, id, queries);
        if (!created) throw new Error('the field just created is missing');
        return created;
      }),
    /** Updates a field, moving it when it names a sort order (the reorder call); undefined if not found. */
    update: (
      objectId: number,
      id: number,
      field: FieldWrite,
    ): Promise<CustomObjectField | undefined> =>
      database.transaction(async (queries) => {
        await idsInOrder(queries, objectId);
        const updated = await sql`
          UPDATE custom_object_fields SET name = ${field.name}, meta_key = ${field.meta_key},
            content_type = ${field.content_type},
            use_as_display_name = ${+field.use_as_display_name},
            options = ${JSON.stringify(field.options)}, permission_set = ${field.permission_set ?? null}
          WHERE id = ${id} AND custom_object_id = ${objectId}`.execute(queries);
        if (Number(updated.numAffectedRows ?? 0) === 0) return undefined;
        await afterWrite(queries, objectId, id, field);
        return find(objectId, id, queries);
      }),
    /** Removes a field and closes the gap it leaves in the sort order. */
    remove: (objectId: number, id: number): Promise<boolean> =>
      database.transaction(async (queries) => {
        await idsInOrder(queries, objectId);
        const removed = await sql`
          DELETE FROM custom_object_fields
          WHERE id = ${id} AND custom_object_id = ${objectId}`.execute(queries);
        if (Number(removed.numAffectedRows ?? 0) === 0) return false;
        await place(queries, objectId, id, undefined);
        return true;
      }),
  };
}

export type FieldsRepo = ReturnType<typeof createFieldsRepo>;

/** Options were written by this server; anything unreadable reads as no options. */
const parseOptions = (json: string): CustomObjectFieldOptions =>
  readStoredJson(json, customObjectFieldOptionsSchema, {});

function toField(row: FieldRow): CustomObjectField {
  return {
    id: row.id,
    custom_object_id: row.custom_object_id,
    name: row.name,
    meta_key: row.meta_key,
    content_type: row.content_type,
    use_as_display_name: row.use_as_display_name === 1,
    options: parseOptions(row.options),
    ...(row.permission_set && { permission_set: row.permission_set }),
    sort_order: row.sort_order,
  };
}
