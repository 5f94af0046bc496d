import {
  placeAt,
  templateOptionsSchema,
  type ResourceType,
  type Template,
  type TemplateOptions,
} from '@metafields/core';
import { sql } from 'kysely';
import type { Database, Queries } from '../database/database.js';
import { lockList, writeOrder } from '../database/listOrder.js';
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

const columns = sql.raw(
  'id, name, namespace, meta_key, description, content_type, options, use_on_storefront, sort_order',
);

/** A unique namespace.meta_key taken by another template (the UNIQUE index's error). */
export class TemplateKeyTaken extends Error {}

/** The UNIQUE index's refusal, as SQLite and PostgreSQL (23505) report it. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

type Move = { id: number; sort_order: number };

/** Shared metafield templates, per store and resource type. */
export function createTemplatesRepo(database: Database) {
  const scoped = (scope: TemplateScope) =>
    sql`store_hash = ${scope.storeHash} AND resource_type = ${scope.type}`;

  /**
   * Runs `work` in a transaction of its own, or inside the caller's when given one (an import
   * saves all its rows in one).
   */
  const inTransaction = <T>(queries: Queries, work: (queries: Queries) => Promise<T>) =>
    queries === database.queries ? database.transaction(work) : work(queries);

  /** The scope's ids in their order; first, the lock that keeps its numbering one at a time. */
  async function idsInOrder(queries: Queries, scope: TemplateScope): Promise<number[]> {
    await lockList(database.dialect, queries, `templates:${scope.storeHash}:${scope.type}`);
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM templates WHERE ${scoped(scope)} ORDER BY sort_order, id`.execute(queries);
    return rows.map((row) => row.id);
  }

  /**
   * Numbers the scope's templates 1..n again, with one of them put at a 1-based place first
   * (the reorder: spec section 4, "sets sort_order to its new position"), others moving aside.
   */
  async function place(queries: Queries, scope: TemplateScope, id?: number, position?: number) {
    const ids = await idsInOrder(queries, scope);
    const placed = id !== undefined && position !== undefined ? placeAt(ids, id, position) : ids;
    await writeOrder(queries, 'templates', placed);
  }

  async function read(
    scope: TemplateScope,
    id: number,
    queries: Queries = database.queries,
  ): Promise<Template | undefined> {
    const { rows } = await sql<TemplateRow>`
      SELECT ${columns} FROM templates WHERE id = ${id} AND ${scoped(scope)}`.execute(queries);
    return rows[0] && toTemplate(rows[0]);
  }

  async function mustRead(queries: Queries, scope: TemplateScope, id: number): Promise<Template> {
    const template = await read(scope, id, queries);
    if (!template) throw new Error('the template just written is missing');
    return template;
  }

  /** Runs a write, turning the UNIQUE index's refusal into `TemplateKeyTaken`. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new TemplateKeyTaken();
      throw error;
    }
  }

  return {
    find: (scope: TemplateScope, id: number) => read(scope, id),
    /** The id of the template that holds this namespace and key, if any. */
    async idOfKey(
      scope: TemplateScope,
      namespace: string,
      metaKey: string,
    ): Promise<number | undefined> {
      const { rows } = await sql<{ id: number }>`
        SELECT id FROM templates
        WHERE ${scoped(scope)} AND namespace = ${namespace} AND meta_key = ${metaKey}`.execute(
        database.queries,
      );
      return rows[0]?.id;
    },
    async list(
      scope: TemplateScope,
      query: TemplatePage,
    ): Promise<{ rows: Template[]; total: number }> {
      const pattern = likePattern(query.search);
      // lower() on both sides: SQLite's LIKE ignores case, PostgreSQL's does not.
      const like = (column: string) =>
        sql`lower(${sql.ref(column)}) LIKE lower(${pattern}) ESCAPE '\\'`;
      const where = sql`${scoped(scope)}
        AND (${like('name')} OR ${like('namespace')} OR ${like('meta_key')})`;
      const offset = (query.page - 1) * query.perPage;
      const page = await sql<TemplateRow>`
        SELECT ${columns} FROM templates WHERE ${where}
        ORDER BY sort_order, id LIMIT ${query.perPage} OFFSET ${offset}`.execute(database.queries);
      const count = await sql<{ total: number }>`
        SELECT COUNT(*) AS total FROM templates WHERE ${where}`.execute(database.queries);
      return { rows: page.rows.map(toTemplate), total: Number(count.rows[0]?.total ?? 0) };
    },
    /** Creates a template, last unless it names a sort order; in the caller's transaction if given. */
    create: (scope: TemplateScope, write: TemplateWrite, queries: Queries = database.queries) =>
      guarded(() =>
        inTransaction(queries, async (queries): Promise<Template> => {
          // A new template goes after the existing ones: their count plus 1 (spec section 3).
          const last = (await idsInOrder(queries, scope)).length;
          const { rows } = await sql<{ id: number }>`
            INSERT INTO templates (store_hash, resource_type, name, namespace, meta_key,
              description, content_type, options, use_on_storefront, sort_order)
            VALUES (${scope.storeHash}, ${scope.type}, ${write.name}, ${write.namespace},
              ${write.meta_key}, ${write.description ?? null}, ${write.content_type},
              ${JSON.stringify(write.options)}, ${+write.use_on_storefront}, ${last + 1})
            RETURNING id`.execute(queries);
          const id = Number(rows[0]?.id);
          if (write.sort_order !== undefined) await place(queries, scope, id, write.sort_order);
          return mustRead(queries, scope, id);
        }),
      ),
    /** Updates a template, moving it when it names a sort order; undefined if not found. */
    update: (
      scope: TemplateScope,
      id: number,
      write: TemplateWrite,
      queries: Queries = database.queries,
    ) =>
      guarded(() =>
        inTransaction(queries, async (queries): Promise<Template | undefined> => {
          if (write.sort_order !== undefined) await idsInOrder(queries, scope);
          const updated = await sql`
            UPDATE templates SET name = ${write.name}, namespace = ${write.namespace},
              meta_key = ${write.meta_key}, description = ${write.description ?? null},
              content_type = ${write.content_type}, options = ${JSON.stringify(write.options)},
              use_on_storefront = ${+write.use_on_storefront}
            WHERE id = ${id} AND ${scoped(scope)}`.execute(queries);
          if (Number(updated.numAffectedRows ?? 0) === 0) return undefined;
          if (write.sort_order !== undefined) await place(queries, scope, id, write.sort_order);
          return mustRead(queries, scope, id);
        }),
      ),
    /** Several moves in one transaction, each as a single reorder; false if an id is not here. */
    reorder: (scope: TemplateScope, moves: readonly Move[]): Promise<boolean> =>
      database.transaction(async (queries) => {
        await idsInOrder(queries, scope);
        for (const move of moves) {
          if (!(await read(scope, move.id, queries))) return false;
        }
        for (const move of moves) await place(queries, scope, move.id, move.sort_order);
        return true;
      }),
    /** Removes a template and closes the gap it leaves in the sort order. */
    remove: (scope: TemplateScope, id: number): Promise<boolean> =>
      database.transaction(async (queries) => {
        await idsInOrder(queries, scope);
        const removed = await sql`
          DELETE FROM templates WHERE id = ${id} AND ${scoped(scope)}`.execute(queries);
        if (Number(removed.numAffectedRows ?? 0) === 0) return false;
        await place(queries, scope);
        return true;
      }),
    /** Runs `work` in one transaction: what `create` and `update` join when given its queries. */
    transaction: <T>(work: (queries: Queries) => Promise<T>) => database.transaction(work),
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
