import {
  customObjectFieldOptionsSchema,
  type CustomObjectField,
  type CustomObjectFieldOptions,
  type PermissionSet,
} from '@metafields/core';
import type { Db } from '../db.js';
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

const columns =
  'id, custom_object_id, name, meta_key, content_type, use_as_display_name, options, ' +
  'permission_set, sort_order';
const order = 'ORDER BY sort_order, id';

/**
 * The fields of custom resources. Callers have already checked that the resource is the store's;
 * every query names the resource, so a field id of another resource finds nothing.
 */
export function createFieldsRepo(db: Db) {
  const byId = db.prepare<[number, number], FieldRow>(
    `SELECT ${columns} FROM custom_object_fields WHERE id = ? AND custom_object_id = ?`,
  );
  const byKey = db.prepare<[string, number], { id: number }>(
    'SELECT id FROM custom_object_fields WHERE meta_key = ? AND custom_object_id = ?',
  );
  const allOf = db.prepare<[number], FieldRow>(
    `SELECT ${columns} FROM custom_object_fields WHERE custom_object_id = ? ${order}`,
  );
  const idsInOrder = db.prepare<[number], { id: number }>(
    `SELECT id FROM custom_object_fields WHERE custom_object_id = ? ${order}`,
  );
  const page = db.prepare<[number, string, string, number, number], FieldRow>(
    `SELECT ${columns} FROM custom_object_fields
     WHERE custom_object_id = ? AND (name LIKE ? ESCAPE '\\' OR meta_key LIKE ? ESCAPE '\\')
     ${order} LIMIT ? OFFSET ?`,
  );
  const count = db.prepare<[number, string, string], { total: number }>(
    `SELECT COUNT(*) AS total FROM custom_object_fields
     WHERE custom_object_id = ? AND (name LIKE ? ESCAPE '\\' OR meta_key LIKE ? ESCAPE '\\')`,
  );
  const insert = db.prepare<
    [number, string, string, string, number, string, PermissionSet | null, number]
  >(
    `INSERT INTO custom_object_fields (custom_object_id, name, meta_key, content_type,
       use_as_display_name, options, permission_set, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare<
    [string, string, string, number, string, PermissionSet | null, number, number]
  >(
    `UPDATE custom_object_fields SET name = ?, meta_key = ?, content_type = ?,
       use_as_display_name = ?, options = ?, permission_set = ?
     WHERE id = ? AND custom_object_id = ?`,
  );
  const setOrder = db.prepare<[number, number]>(
    'UPDATE custom_object_fields SET sort_order = ? WHERE id = ?',
  );
  const clearDisplayName = db.prepare<[number, number]>(
    `UPDATE custom_object_fields SET use_as_display_name = 0
     WHERE custom_object_id = ? AND id != ?`,
  );
  const remove = db.prepare<[number, number]>(
    'DELETE FROM custom_object_fields WHERE id = ? AND custom_object_id = ?',
  );

  /** Puts one field at a 1-based place and numbers every field of the resource 1..n again. */
  function place(objectId: number, fieldId: number, position: number | undefined): void {
    const ids = idsInOrder.all(objectId).map((row) => row.id);
    if (position !== undefined) {
      const rest = ids.filter((id) => id !== fieldId);
      const at = Math.min(Math.max(position - 1, 0), rest.length);
      ids.splice(0, ids.length, ...rest.slice(0, at), fieldId, ...rest.slice(at));
    }
    ids.forEach((id, index) => setOrder.run(index + 1, id));
  }

  /** One display name per resource: the field just flagged takes it from the others. */
  function afterWrite(objectId: number, fieldId: number, field: FieldWrite): void {
    if (field.use_as_display_name) clearDisplayName.run(objectId, fieldId);
    place(objectId, fieldId, field.sort_order);
  }

  const nullable = (set: PermissionSet | undefined) => set ?? null;

  const createTx = db.transaction((objectId: number, field: FieldWrite): CustomObjectField => {
    const last = idsInOrder.all(objectId).length;
    const id = Number(
      insert.run(
        objectId,
        field.name,
        field.meta_key,
        field.content_type,
        +field.use_as_display_name,
        JSON.stringify(field.options),
        nullable(field.permission_set),
        last + 1,
      ).lastInsertRowid,
    );
    afterWrite(objectId, id, field);
    const row = byId.get(id, objectId);
    if (!row) throw new Error('the field just created is missing');
    return toField(row);
  });
  /** Updates a field, moving it when it names a sort order (the reorder call); undefined if not found. */
  const updateTx = db.transaction(
    (objectId: number, id: number, field: FieldWrite): CustomObjectField | undefined => {
      const changed = update.run(
        field.name,
        field.meta_key,
        field.content_type,
        +field.use_as_display_name,
        JSON.stringify(field.options),
        nullable(field.permission_set),
        id,
        objectId,
      ).changes;
      if (changed === 0) return undefined;
      afterWrite(objectId, id, field);
      const row = byId.get(id, objectId);
      return row && toField(row);
    },
  );
  /** Removes a field and closes the gap it leaves in the sort order. */
  const removeTx = db.transaction((objectId: number, id: number): boolean => {
    if (remove.run(id, objectId).changes === 0) return false;
    place(objectId, id, undefined);
    return true;
  });

  return {
    find: (objectId: number, id: number): CustomObjectField | undefined => {
      const row = byId.get(id, objectId);
      return row && toField(row);
    },
    /** The id of the resource's field with this key, if any. */
    idOfKey: (objectId: number, metaKey: string): number | undefined =>
      byKey.get(metaKey, objectId)?.id,
    all: (objectId: number): CustomObjectField[] => allOf.all(objectId).map(toField),
    list(objectId: number, query: ListQuery): { rows: CustomObjectField[]; total: number } {
      const pattern = likePattern(query.search);
      const offset = (query.page - 1) * query.perPage;
      return {
        rows: page.all(objectId, pattern, pattern, query.perPage, offset).map(toField),
        total: count.get(objectId, pattern, pattern)?.total ?? 0,
      };
    },
    create: (objectId: number, field: FieldWrite): CustomObjectField => createTx(objectId, field),
    update: (objectId: number, id: number, field: FieldWrite): CustomObjectField | undefined =>
      updateTx(objectId, id, field),
    remove: (objectId: number, id: number): boolean => removeTx(objectId, id),
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
