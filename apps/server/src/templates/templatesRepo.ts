import {
  templateOptionsSchema,
  type ResourceType,
  type Template,
  type TemplateOptions,
} from '@metafields/core';
import type { Db } from '../db.js';
import { likePattern } from '../customResources/listQuery.js';
import { readStoredJson } from '../storedJson.js';

interface TemplateRow {
  id: number;
  name: string;
  namespace: string;
  meta_key: string;
  description: string | null;
  content_type: string;
  options: string;
  use_on_storefront: number;
  sort_order: number;
}

/** A template as the rules have made it: everything but its id and place. */
export interface TemplateWrite {
  name: string;
  namespace: string;
  meta_key: string;
  description?: string | undefined;
  content_type: string;
  options: TemplateOptions;
  use_on_storefront: boolean;
  /** The 1-based place to put the template at; left out, a new one goes last, others stay. */
  sort_order?: number | undefined;
}

/** Which templates: one store's, of one resource type. Every query names both. */
export interface TemplateScope {
  storeHash: string;
  type: ResourceType;
}

export interface TemplatePage {
  page: number;
  perPage: number;
  search: string;
}

const columns =
  'id, name, namespace, meta_key, description, content_type, options, use_on_storefront, sort_order';
const scoped = 'store_hash = ? AND resource_type = ?';
const order = 'ORDER BY sort_order, id';
const searched = `(name LIKE ? ESCAPE '\\' OR namespace LIKE ? ESCAPE '\\' OR meta_key LIKE ? ESCAPE '\\')`;

/** A unique namespace.meta_key taken by another template (the UNIQUE index's error). */
export class TemplateKeyTaken extends Error {}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Shared metafield templates, per store and resource type. */
export function createTemplatesRepo(db: Db) {
  type Scope = [string, string];
  const byId = db.prepare<[number, ...Scope], TemplateRow>(
    `SELECT ${columns} FROM templates WHERE id = ? AND ${scoped}`,
  );
  const idsInOrder = db.prepare<Scope, { id: number }>(
    `SELECT id FROM templates WHERE ${scoped} ${order}`,
  );
  const page = db.prepare<[...Scope, string, string, string, number, number], TemplateRow>(
    `SELECT ${columns} FROM templates WHERE ${scoped} AND ${searched} ${order} LIMIT ? OFFSET ?`,
  );
  const count = db.prepare<[...Scope, string, string, string], { total: number }>(
    `SELECT COUNT(*) AS total FROM templates WHERE ${scoped} AND ${searched}`,
  );
  const keyOwner = db.prepare<[...Scope, string, string], { id: number }>(
    `SELECT id FROM templates WHERE ${scoped} AND namespace = ? AND meta_key = ?`,
  );
  const insert = db.prepare<
    [string, string, string, string, string, string | null, string, string, number, number]
  >(
    `INSERT INTO templates (store_hash, resource_type, name, namespace, meta_key, description,
       content_type, options, use_on_storefront, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare<
    [string, string, string, string | null, string, string, number, number, ...Scope]
  >(
    `UPDATE templates SET name = ?, namespace = ?, meta_key = ?, description = ?,
       content_type = ?, options = ?, use_on_storefront = ? WHERE id = ? AND ${scoped}`,
  );
  const setOrder = db.prepare<[number, number]>('UPDATE templates SET sort_order = ? WHERE id = ?');
  const remove = db.prepare<[number, ...Scope]>(`DELETE FROM templates WHERE id = ? AND ${scoped}`);

  const args = (scope: TemplateScope): Scope => [scope.storeHash, scope.type];

  /**
   * Numbers the scope's templates 1..n again, with one of them put at a 1-based place first
   * (the reorder: spec section 4, "sets sort_order to its new position"), others moving aside.
   */
  function place(scope: TemplateScope, id?: number, position?: number): void {
    const ids = idsInOrder.all(...args(scope)).map((row) => row.id);
    if (id !== undefined && position !== undefined) {
      const rest = ids.filter((other) => other !== id);
      const at = Math.min(Math.max(position - 1, 0), rest.length);
      ids.splice(0, ids.length, ...rest.slice(0, at), id, ...rest.slice(at));
    }
    ids.forEach((other, index) => setOrder.run(index + 1, other));
  }

  function read(scope: TemplateScope, id: number): Template | undefined {
    const row = byId.get(id, ...args(scope));
    return row && toTemplate(row);
  }

  function mustRead(scope: TemplateScope, id: number): Template {
    const template = read(scope, id);
    if (!template) throw new Error('the template just written is missing');
    return template;
  }

  const createTx = db.transaction((scope: TemplateScope, write: TemplateWrite): Template => {
    // A new template goes after the existing ones: their count plus 1 (spec section 3).
    const last = idsInOrder.all(...args(scope)).length;
    const id = Number(
      insert.run(
        scope.storeHash,
        scope.type,
        write.name,
        write.namespace,
        write.meta_key,
        write.description ?? null,
        write.content_type,
        JSON.stringify(write.options),
        +write.use_on_storefront,
        last + 1,
      ).lastInsertRowid,
    );
    if (write.sort_order !== undefined) place(scope, id, write.sort_order);
    return mustRead(scope, id);
  });

  const updateTx = db.transaction(
    (scope: TemplateScope, id: number, write: TemplateWrite): Template | undefined => {
      const changed = update.run(
        write.name,
        write.namespace,
        write.meta_key,
        write.description ?? null,
        write.content_type,
        JSON.stringify(write.options),
        +write.use_on_storefront,
        id,
        ...args(scope),
      ).changes;
      if (changed === 0) return undefined;
      if (write.sort_order !== undefined) place(scope, id, write.sort_order);
      return mustRead(scope, id);
    },
  );

  const removeTx = db.transaction((scope: TemplateScope, id: number): boolean => {
    if (remove.run(id, ...args(scope)).changes === 0) return false;
    place(scope);
    return true;
  });

  /** Several moves in one transaction, each as a single reorder; false if an id is not here. */
  const reorderTx = db.transaction(
    (scope: TemplateScope, moves: ReadonlyArray<{ id: number; sort_order: number }>): boolean => {
      if (moves.some((move) => !byId.get(move.id, ...args(scope)))) return false;
      for (const move of moves) place(scope, move.id, move.sort_order);
      return true;
    },
  );

  /** Runs a write, turning the UNIQUE index's refusal into `TemplateKeyTaken`. */
  function guarded<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new TemplateKeyTaken();
      throw error;
    }
  }

  return {
    find: read,
    /** The id of the template that holds this namespace and key, if any. */
    idOfKey: (scope: TemplateScope, namespace: string, metaKey: string): number | undefined =>
      keyOwner.get(...args(scope), namespace, metaKey)?.id,
    list(scope: TemplateScope, query: TemplatePage): { rows: Template[]; total: number } {
      const pattern = likePattern(query.search);
      const search = [pattern, pattern, pattern] as const;
      const offset = (query.page - 1) * query.perPage;
      return {
        rows: page.all(...args(scope), ...search, query.perPage, offset).map(toTemplate),
        total: count.get(...args(scope), ...search)?.total ?? 0,
      };
    },
    create: (scope: TemplateScope, write: TemplateWrite): Template =>
      guarded(() => createTx(scope, write)),
    /** Updates a template, moving it when it names a sort order; undefined if not found. */
    update: (scope: TemplateScope, id: number, write: TemplateWrite): Template | undefined =>
      guarded(() => updateTx(scope, id, write)),
    reorder: (
      scope: TemplateScope,
      moves: ReadonlyArray<{ id: number; sort_order: number }>,
    ): boolean => reorderTx(scope, moves),
    /** Removes a template and closes the gap it leaves in the sort order. */
    remove: (scope: TemplateScope, id: number): boolean => removeTx(scope, id),
  };
}

export type TemplatesRepo = ReturnType<typeof createTemplatesRepo>;

/** Options were written by this server; anything unreadable reads as no options. */
const parseOptions = (json: string): TemplateOptions =>
  readStoredJson(json, templateOptionsSchema, {});

function toTemplate(row: TemplateRow): Template {
  return {
    id: row.id,
    name: row.name,
    namespace: row.namespace,
    meta_key: row.meta_key,
    description: row.description,
    content_type: row.content_type,
    options: parseOptions(row.options),
    use_on_storefront: row.use_on_storefront === 1,
    sort_order: row.sort_order,
  };
}
