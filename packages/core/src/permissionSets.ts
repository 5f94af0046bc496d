import { messageDescriptor } from './catalogue/messageDescriptor.js';
import { defineMessages, type MessageDescriptor } from './messages/defineMessages.js';

/**
 * Metafield permission sets (spec: metafields.md, section 3). The `_and_sf_access` sets are
 * also available on the storefront.
 */
export const permissionSets = [
  'app_only',
  'read',
  'write',
  'read_and_sf_access',
  'write_and_sf_access',
] as const;

export type PermissionSet = (typeof permissionSets)[number];

/** The labels of section 3: read and write sets read the same with or without storefront access. */
export const permissionSetMessages = defineMessages({
  'permissionSet.appOnly': 'App Only',
  'permissionSet.read': 'Read',
  'permissionSet.readAndWrite': 'Read & Write',
});

const labelKeys = {
  app_only: 'permissionSet.appOnly',
  read: 'permissionSet.read',
  read_and_sf_access: 'permissionSet.read',
  write: 'permissionSet.readAndWrite',
  write_and_sf_access: 'permissionSet.readAndWrite',
} as const satisfies Record<PermissionSet, keyof typeof permissionSetMessages>;

export function permissionSetLabel(permissionSet: PermissionSet): MessageDescriptor {
  return messageDescriptor(permissionSetMessages, labelKeys[permissionSet]);
}

/** The sets also available on the storefront (GraphQL). */
export const storefrontPermissionSets = [
  'read_and_sf_access',
  'write_and_sf_access',
] as const satisfies readonly PermissionSet[];

export function isAvailableOnStorefront(permissionSet: string | null | undefined): boolean {
  return (storefrontPermissionSets as readonly string[]).includes(permissionSet ?? '');
}

/** The permission set of a new metafield (section 9). */
export const defaultPermissionSet = 'write' satisfies PermissionSet;

/**
 * Whether a metafield's value may be edited and saved: "any value containing 'write' permits
 * editing"; saves are sent only for these (section 5).
 */
export function canWrite(permissionSet: string | null | undefined): boolean {
  return permissionSet?.includes('write') ?? false;
}

/**
 * Read-only rule of a custom resource field (companion document, sections 2 and 6): "a field
 * whose permission_set includes 'read' is read-only". Note `app_only` includes neither word and
 * so stays editable under this rule.
 */
export function isFieldReadOnly(permissionSet: string | null | undefined): boolean {
  return permissionSet?.includes('read') ?? false;
}

/**
 * Read-only rule of a shared metafield's value input (metafields.md, section 2): "read-only when
 * the metafield permission set includes read or when the template option is_read_only is true".
 * A value not yet created has no permission set and is editable.
 */
export function isValueInputReadOnly(input: {
  permissionSet?: string | null | undefined;
  isReadOnly?: boolean | null | undefined;
}): boolean {
  return isFieldReadOnly(input.permissionSet) || input.isReadOnly === true;
}

/** Each read or write set with and without storefront access; app_only has no storefront twin. */
const storefrontTwins = {
  app_only: { on: 'app_only', off: 'app_only' },
  read: { on: 'read_and_sf_access', off: 'read' },
  read_and_sf_access: { on: 'read_and_sf_access', off: 'read' },
  write: { on: 'write_and_sf_access', off: 'write' },
  write_and_sf_access: { on: 'write_and_sf_access', off: 'write' },
} as const satisfies Record<PermissionSet, { on: PermissionSet; off: PermissionSet }>;

/**
 * The permission set that a template's use_on_storefront maps to: true gives the
 * `_and_sf_access` set, false the plain one; the base defaults to the new-metafield `write`.
 */
export function withStorefrontAccess(
  useOnStorefront: boolean,
  permissionSet: PermissionSet = defaultPermissionSet,
): PermissionSet {
  return storefrontTwins[permissionSet][useOnStorefront ? 'on' : 'off'];
}

/**
 * The metafield form's two checkboxes, 'Any API user can make changes to this metafield' and
 * 'Available on storefront', as a permission set and back. Unticking the first gives `read`:
 * the spec names no mapping, and only the read sets have a storefront twin, so `read` keeps the
 * two checkboxes independent (`app_only` shows as neither ticked).
 */
export function permissionSetFromFlags(flags: {
  anyApiUserCanWrite: boolean;
  availableOnStorefront: boolean;
}): PermissionSet {
  return withStorefrontAccess(
    flags.availableOnStorefront,
    flags.anyApiUserCanWrite ? 'write' : 'read',
  );
}

export function flagsOfPermissionSet(permissionSet: PermissionSet): {
  anyApiUserCanWrite: boolean;
  availableOnStorefront: boolean;
} {
  return {
    anyApiUserCanWrite: canWrite(permissionSet),
    availableOnStorefront: isAvailableOnStorefront(permissionSet),
  };
}
