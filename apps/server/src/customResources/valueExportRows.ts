import * as z from 'zod';
import type { Db } from '../db.js';
import { readStoredJson } from '../storedJson.js';
import type { ValueData } from './valueRules.js';
import type { StoredValue } from './valuesRepo.js';

const dataSchema = z.record(z.string(), z.unknown());

/**
 * A resource's values in id order, page after page by the last id written: an export resumes
 * after its checkpoint's id, and values added meanwhile come after those already written.
 */
export function createValueExportRows(db: Db) {
  const after = db.prepare<[string, number, number, number], { id: number; data: string }>(
    `SELECT id, data FROM custom_object_values
     WHERE store_hash = ? AND custom_object_id = ? AND id > ? ORDER BY id LIMIT ?`,
  );
  const count = db.prepare<[string, number], { total: number }>(
    'SELECT COUNT(*) AS total FROM custom_object_values WHERE store_hash = ? AND custom_object_id = ?',
  );
  return {
    after(storeHash: string, objectId: number, lastId: number, limit: number): StoredValue[] {
      return after.all(storeHash, objectId, lastId, limit).map((row) => ({
        id: row.id,
        // Data this server wrote; anything unreadable exports as an empty row, as it lists.
        data: readStoredJson(row.data, dataSchema, {}) as ValueData,
      }));
    },
    count(storeHash: string, objectId: number): number {
      return count.get(storeHash, objectId)?.total ?? 0;
    },
  };
}
