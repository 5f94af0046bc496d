import Database from 'better-sqlite3';

/** A product metafield as the export's columns give it. */
export type Row = [
  resourceId: string,
  namespace: string,
  key: string,
  value: string,
  permissionSet: string,
  description: string,
];

export interface PlatformMetafield {
  id: number;
  row: Row;
  /** Whether our app may change its value (ADR: the emulator's `metafields/access.ts`). */
  writable: boolean;
}

/**
 * The emulator's product metafields of a store, as our app sees them (not private to another
 * app), read from the emulator's own database file: the truth the test compares against, not
 * something the server under test answers.
 */
export function readPlatformListing(file: string, storeHash: string, appClientId: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare<
        [string, string],
        {
          id: number;
          resource_id: number;
          namespace: string;
          key: string;
          value: string;
          permission_set: string;
          description: string;
          owner_client_id: string;
        }
      >(
        `SELECT id, resource_id, namespace, key, value, permission_set, description, owner_client_id
           FROM metafields
          WHERE store_hash = ? AND resource_type = 'product'
            AND (permission_set <> 'app_only' OR owner_client_id = ?)
          ORDER BY id`,
      )
      .all(storeHash, appClientId);
    return rows.map((row): PlatformMetafield => ({
      id: row.id,
      row: [
        String(row.resource_id),
        row.namespace,
        row.key,
        row.value,
        row.permission_set,
        row.description,
      ],
      writable:
        row.owner_client_id === appClientId ||
        row.permission_set === 'write' ||
        row.permission_set === 'write_and_sf_access',
    }));
  } finally {
    db.close();
  }
}

/** Rows present in one list and not the other (as many times as they differ), a few of each. */
export function differences(actual: Row[], expected: Row[], shown = 5) {
  const count = new Map<string, number>();
  for (const row of expected)
    count.set(JSON.stringify(row), (count.get(JSON.stringify(row)) ?? 0) + 1);
  const extra: string[] = [];
  for (const row of actual) {
    const key = JSON.stringify(row);
    const left = count.get(key) ?? 0;
    if (left === 0) extra.push(key);
    else count.set(key, left - 1);
  }
  const missing = [...count].flatMap(([key, left]) => Array<string>(left).fill(key));
  return {
    extra: extra.length,
    missing: missing.length,
    someExtra: extra.slice(0, shown),
    someMissing: missing.slice(0, shown),
  };
}
