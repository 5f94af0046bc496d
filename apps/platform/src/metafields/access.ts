import type { MetafieldChanges, PermissionSet } from './fields.js';
import type { MetafieldRow } from './serialize.js';

/**
 * What another client (app or API account) may do with a metafield it does not own, from the
 * documents' `permission_set` table and the update operations' notes:
 *
 * - `app_only`: private to the owner; to anyone else it does not exist (404).
 * - `read`, `read_and_sf_access`: visible to others, not writable by them (403).
 * - `write`, `write_and_sf_access`: others may read and write it.
 * - `namespace`, `key` and `permission_set` can only be changed by the owner, whatever the
 *   permission set (403).
 */

const WRITABLE_BY_OTHERS: ReadonlySet<PermissionSet> = new Set(['write', 'write_and_sf_access']);
const OWNER_ONLY_FIELDS = ['namespace', 'key', 'permission_set'] as const;

export function isVisibleTo(row: MetafieldRow, clientId: string): boolean {
  return row.permission_set !== 'app_only' || row.owner_client_id === clientId;
}

/** The SQL twin of `isVisibleTo`, with the client id as its one parameter. */
export const VISIBLE_SQL = `(permission_set <> 'app_only' OR owner_client_id = ?)`;

export type Refusal = { status: 403; reason: string } | undefined;

/** Why `clientId` may not apply `changes` to `row`, if it may not. */
export function refuseChange(
  row: MetafieldRow,
  changes: MetafieldChanges,
  clientId: string,
): Refusal {
  if (row.owner_client_id === clientId) return undefined;
  for (const field of OWNER_ONLY_FIELDS) {
    const next = changes[field];
    if (next !== undefined && next !== row[field]) {
      return {
        status: 403,
        reason: `only the client that created the metafield can change ${field}`,
      };
    }
  }
  const writes = changes.value !== undefined || changes.description !== undefined;
  if (writes && !WRITABLE_BY_OTHERS.has(row.permission_set)) {
    return {
      status: 403,
      reason: `the metafield's permission_set (${row.permission_set}) does not let other clients change it`,
    };
  }
  return undefined;
}

export function refuseDelete(row: MetafieldRow, clientId: string): Refusal {
  if (row.owner_client_id === clientId || WRITABLE_BY_OTHERS.has(row.permission_set)) {
    return undefined;
  }
  return {
    status: 403,
    reason: `the metafield's permission_set (${row.permission_set}) does not let other clients delete it`,
  };
}
