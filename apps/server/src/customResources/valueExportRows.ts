import * as z from 'zod';
import { sql } from 'kysely';
import type { Database } from '../database/database.js';
import { readStoredJson } from '../storedJson.js';
import type { ValueData } from './valueRules.js';
import type { StoredValue } from './valuesRepo.js';

const dataSchema = z.record(z.string(), z.unknown());

/**
 * A resource's values in id order, page after page by the last id written: an export resumes
 * after its checkpoint's id, and values added meanwhile come after those already written.
 */
export function createValueExportRows({ queries }: Database) {
  return {
    async after(
      storeHash: string,
      objectId: number,
      lastId: number,
      limit: number,
    ): Promise<StoredValue[]> {
      const { rows } = await sql<{ id: number; data: string }>`
        SELECT id, data FROM custom_object_values
        WHERE store_hash = ${storeHash} AND custom_object_id = ${objectId} AND id > ${lastId}
        ORDER BY id LIMIT ${limit}`.execute(queries);
      return rows.map((row) => ({
        id: row.id,
        // Data this server wrote; anything unreadable exports as an empty row, as it lists.
        data: readStoredJson(row.data, dataSchema, {}) as ValueData,
      }));
    },
    async count(storeHash: string, objectId: number): Promise<number> {
      const { rows } = await sql<{ total: number }>`
        SELECT COUNT(*) AS total FROM custom_object_values
        WHERE store_hash = ${storeHash} AND custom_object_id = ${objectId}`.execute(queries);
      return Number(rows[0]?.total ?? 0);
    },
  };
}
