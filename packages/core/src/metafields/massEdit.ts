import { canWrite, type PermissionSet } from '../permissionSets.js';

/**
 * Mass edit of shared metafields (spec section 4): the ids of the metafields changed locally are
 * tracked; only those, and only when writable, are saved; the list is cleared on success.
 */
export interface MassEditMetafield {
  id: number;
  permission_set: PermissionSet;
}

export type ChangedMetafieldIds = readonly number[];

/** Records a local change; recording the same metafield twice keeps one entry. */
export function markMetafieldChanged(
  changed: ChangedMetafieldIds,
  id: number,
): ChangedMetafieldIds {
  return changed.includes(id) ? changed : [...changed, id];
}

/** The metafields a mass-edit save sends: changed and writable. */
export function metafieldsToSave<T extends MassEditMetafield>(
  metafields: readonly T[],
  changed: ChangedMetafieldIds,
): T[] {
  return metafields.filter(
    (metafield) => changed.includes(metafield.id) && canWrite(metafield.permission_set),
  );
}

/**
 * Merges a refresh of the server's data into the local list: a metafield changed locally keeps
 * its local version; every other one takes the refreshed version.
 */
export function mergeRefreshedMetafields<T extends MassEditMetafield>(
  local: readonly T[],
  refreshed: readonly T[],
  changed: ChangedMetafieldIds,
): T[] {
  const localById = new Map(local.map((metafield) => [metafield.id, metafield]));
  return refreshed.map((metafield) =>
    changed.includes(metafield.id) ? (localById.get(metafield.id) ?? metafield) : metafield,
  );
}

/**
 * The changed list after a save: cleared for the metafields saved, kept for those that failed so
 * that the user's edits are not lost and a retry sends them again.
 */
export function changedAfterSave(
  changed: ChangedMetafieldIds,
  failedIds: readonly number[],
): ChangedMetafieldIds {
  return changed.filter((id) => failedIds.includes(id));
}
