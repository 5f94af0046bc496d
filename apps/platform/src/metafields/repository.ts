import type Database from 'better-sqlite3';
import type { PlatformDatabase } from '../db.js';
import { prepared } from '../statements.js';
import type { MetafieldRow } from './serialize.js';
import type { MetafieldResource, ResourceType } from './resources.js';

export type NewMetafield = Omit<MetafieldRow, 'id'>;

/** Whether an error is SQLite refusing a duplicate of the unique key. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof Error && (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}

/**
 * The statements every request runs, prepared once per database and reused: batch requests
 * run them hundreds of times in one transaction.
 */
export class MetafieldRepository {
  private readonly find: Database.Statement<[number, string, string], MetafieldRow>;
  private readonly insertRow: Database.Statement<[NewMetafield]>;
  private readonly updateRow: Database.Statement<[MetafieldRow]>;
  private readonly deleteRow: Database.Statement<[number]>;
  private readonly countOwned: Database.Statement<
    [string, string, number, string],
    { total: number }
  >;

  constructor(readonly db: PlatformDatabase) {
    this.find = db.prepare(
      'SELECT * FROM metafields WHERE id = ? AND store_hash = ? AND resource_type = ?',
    );
    this.insertRow = db.prepare(`
      INSERT INTO metafields (store_hash, resource_type, resource_id, namespace, key, value,
        description, permission_set, owner_client_id, date_created, date_modified)
      VALUES (@store_hash, @resource_type, @resource_id, @namespace, @key, @value, @description,
        @permission_set, @owner_client_id, @date_created, @date_modified)
    `);
    this.updateRow = db.prepare(`
      UPDATE metafields SET namespace = @namespace, key = @key, value = @value,
        description = @description, permission_set = @permission_set,
        date_modified = @date_modified
      WHERE id = @id
    `);
    this.deleteRow = db.prepare('DELETE FROM metafields WHERE id = ?');
    this.countOwned = db.prepare(`
      SELECT COUNT(*) AS total FROM metafields
      WHERE store_hash = ? AND resource_type = ? AND resource_id = ? AND owner_client_id = ?
    `);
  }

  findById(storeHash: string, type: ResourceType, id: number): MetafieldRow | undefined {
    return this.find.get(id, storeHash, type);
  }

  /** Inserts the row and returns its id; throws SQLite's unique violation on a duplicate. */
  insert(row: NewMetafield): number {
    return Number(this.insertRow.run(row).lastInsertRowid);
  }

  update(row: MetafieldRow): void {
    this.updateRow.run(row);
  }

  delete(id: number): void {
    this.deleteRow.run(id);
  }

  /** How many metafields one client has on one resource (the platform allows 250). */
  countOwnedBy(storeHash: string, type: ResourceType, resourceId: number, clientId: string) {
    return this.countOwned.get(storeHash, type, resourceId, clientId)?.total ?? 0;
  }

  /**
   * Whether the resource exists in the store (and, for a variant of the path, belongs to the
   * product of the path). A table another area has not created yet holds no resources.
   */
  resourceExists(
    resource: MetafieldResource,
    storeHash: string,
    id: number,
    parentId?: number,
  ): boolean {
    const withParent = resource.parent !== undefined && parentId !== undefined;
    const statement = this.existenceStatement(resource, withParent);
    const params = withParent ? [storeHash, id, parentId] : [storeHash, id];
    return statement.get(...params) !== undefined;
  }

  private existenceStatement(resource: MetafieldResource, withParent: boolean) {
    const parent = withParent && resource.parent ? ` AND ${resource.parent.column} = ?` : '';
    return prepared(
      this.db,
      `SELECT 1 FROM ${resource.table} WHERE store_hash = ? AND id = ?${parent}`,
    );
  }
}
