import { canWrite, type PermissionSet } from '../permissionSets.js';

/**
 * Mass edit of shared metafields (spec section 4): the metafields changed locally are tracked;
 * only those, and only when writable, are saved; the list is cleared on success.
 *
 * A metafield is tracked by its id, or by any other key that names it in the list: a shared
 * metafield's form also holds template fields that have no metafield yet, and so no id, and
 * keys those by the template's namespace.key (`keyOf`).
 */
export interface MassEditMetafield {
  id: number;
  permission_set: PermissionSet;
}

/** What names a metafield in the changed list: its id, or a key such as namespace.key. */
export type MassEditKey = number | string;

export type ChangedMetafieldIds<Key extends MassEditKey = number> = readonly Key[];

const idOf = (metafield: MassEditMetafield) => metafield.id;

/** Records a local change; recording the same metafield twice keeps one entry. */
export function markMetafieldChanged<Key extends MassEditKey>(
  changed: ChangedMetafieldIds<Key>,
  key: Key,
): ChangedMetafieldIds<Key> {
  return changed.includes(key) ? changed : [...changed, key];
}

/** The metafields a mass-edit save sends: changed and writable. */
export function metafieldsToSave<T extends MassEditMetafield>(
  metafields: readonly T[],
  changed: ChangedMetafieldIds,
): T[];
export function metafieldsToSave<
  T extends { permission_set: PermissionSet },
  Key extends MassEditKey,
>(metafields: readonly T[], changed: ChangedMetafieldIds<Key>, keyOf: (metafield: T) => Key): T[];
export function metafieldsToSave(
  metafields: readonly MassEditMetafield[],
  changed: ChangedMetafieldIds<MassEditKey>,
  keyOf: (metafield: MassEditMetafield) => MassEditKey = idOf,
): MassEditMetafield[] {
  return metafields.filter(
    (metafield) => changed.includes(keyOf(metafield)) && canWrite(metafield.permission_set),
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
): T[];
export function mergeRefreshedMetafields<T, Key extends MassEditKey>(
  local: readonly T[],
  refreshed: readonly T[],
  changed: ChangedMetafieldIds<Key>,
  keyOf: (metafield: T) => Key,
): T[];
export function mergeRefreshedMetafields(
  local: readonly MassEditMetafield[],
  refreshed: readonly MassEditMetafield[],
  changed: ChangedMetafieldIds<MassEditKey>,
  keyOf: (metafield: MassEditMetafield) => MassEditKey = idOf,
): MassEditMetafield[] {
  const localByKey = new Map(local.map((metafield) => [keyOf(metafield), metafield]));
  return refreshed.map((metafield) => {
    const key = keyOf(metafield);
    return changed.includes(key) ? (localByKey.get(key) ?? metafield) : metafield;
  });
}

/**
 * The changed list after a save: cleared for the metafields saved, kept for those that failed so
 * that the user's edits are not lost and a retry sends them again.
 */
export function changedAfterSave<Key extends MassEditKey>(
  changed: ChangedMetafieldIds<Key>,
  failed: readonly Key[],
): ChangedMetafieldIds<Key> {
  return changed.filter((key) => failed.includes(key));
}
