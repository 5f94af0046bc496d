import { canWrite, type PermissionSet } from '../permissionSets.js';

/**
 * Mass edit of shared metafields (spec section 4): only the metafields changed locally, and only
 * when writable, are saved. Which ones changed, and that a refresh from the server keeps them, is
 * the form's to track (react-hook-form's dirty fields, in the widgets' MetafieldValuesForm).
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
