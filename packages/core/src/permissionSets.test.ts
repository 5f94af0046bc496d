import { describe, expect, it } from 'vitest';
import { renderText } from './catalogue/testing/renderText.js';
import {
  canWrite,
  defaultPermissionSet,
  flagsOfPermissionSet,
  isAvailableOnStorefront,
  isFieldReadOnly,
  isValueInputReadOnly,
  permissionSetFromFlags,
  permissionSetLabel,
  permissionSets,
  storefrontPermissionSets,
  withStorefrontAccess,
  type PermissionSet,
} from './permissionSets.js';

describe('permissionSetLabel (section 3)', () => {
  it.each<[PermissionSet, string]>([
    ['app_only', 'App Only'],
    ['read', 'Read'],
    ['read_and_sf_access', 'Read'],
    ['write', 'Read & Write'],
    ['write_and_sf_access', 'Read & Write'],
  ])('labels %s as %s', (permissionSet, label) => {
    expect(renderText(permissionSetLabel(permissionSet))).toBe(label);
  });
});

describe('storefront access', () => {
  it('holds for the _and_sf_access sets only', () => {
    expect(storefrontPermissionSets).toEqual(['read_and_sf_access', 'write_and_sf_access']);
    expect(permissionSets.filter(isAvailableOnStorefront)).toEqual([
      'read_and_sf_access',
      'write_and_sf_access',
    ]);
    expect(isAvailableOnStorefront(undefined)).toBe(false);
  });

  it('maps use_on_storefront true to the _and_sf_access twin and false back', () => {
    expect(withStorefrontAccess(true)).toBe('write_and_sf_access');
    expect(withStorefrontAccess(false)).toBe('write');
    expect(withStorefrontAccess(true, 'read')).toBe('read_and_sf_access');
    expect(withStorefrontAccess(false, 'read_and_sf_access')).toBe('read');
    expect(withStorefrontAccess(false, 'write_and_sf_access')).toBe('write');
    expect(withStorefrontAccess(true, 'write_and_sf_access')).toBe('write_and_sf_access');
  });

  it('leaves app_only as it is, having no storefront twin', () => {
    expect(withStorefrontAccess(true, 'app_only')).toBe('app_only');
    expect(withStorefrontAccess(false, 'app_only')).toBe('app_only');
  });
});

describe('canWrite: any set containing write', () => {
  it('permits the write sets and nothing else', () => {
    expect(permissionSets.filter(canWrite)).toEqual(['write', 'write_and_sf_access']);
    expect(canWrite(null)).toBe(false);
    expect(canWrite(undefined)).toBe(false);
  });

  it("makes 'write' the default of a new metafield", () => {
    expect(defaultPermissionSet).toBe('write');
    expect(canWrite(defaultPermissionSet)).toBe(true);
  });
});

describe('read-only rules, in both documents’ words', () => {
  it("custom resource field: read-only when its permission_set includes 'read'", () => {
    expect(permissionSets.filter(isFieldReadOnly)).toEqual(['read', 'read_and_sf_access']);
    expect(isFieldReadOnly(undefined)).toBe(false);
    expect(isFieldReadOnly('')).toBe(false);
  });

  it('shared metafield input: read-only when the set includes read', () => {
    expect(isValueInputReadOnly({ permissionSet: 'read' })).toBe(true);
    expect(isValueInputReadOnly({ permissionSet: 'read_and_sf_access' })).toBe(true);
    expect(isValueInputReadOnly({ permissionSet: 'write' })).toBe(false);
    expect(isValueInputReadOnly({ permissionSet: 'write_and_sf_access' })).toBe(false);
  });

  it('shared metafield input: or when the template option is_read_only is true', () => {
    expect(isValueInputReadOnly({ permissionSet: 'write', isReadOnly: true })).toBe(true);
    expect(isValueInputReadOnly({ permissionSet: 'write', isReadOnly: false })).toBe(false);
    expect(isValueInputReadOnly({ isReadOnly: true })).toBe(true);
  });

  it('leaves a not-yet-created value (no permission set) and app_only editable', () => {
    expect(isValueInputReadOnly({})).toBe(false);
    expect(isValueInputReadOnly({ permissionSet: null, isReadOnly: null })).toBe(false);
    expect(isValueInputReadOnly({ permissionSet: 'app_only' })).toBe(false);
    // ... though an app_only value is not saved: saves need write.
    expect(canWrite('app_only')).toBe(false);
  });
});

describe('metafield form checkboxes', () => {
  it.each<[boolean, boolean, PermissionSet]>([
    [true, true, 'write_and_sf_access'],
    [true, false, 'write'],
    [false, true, 'read_and_sf_access'],
    [false, false, 'read'],
  ])(
    'any API user %s, storefront %s gives %s',
    (anyApiUserCanWrite, availableOnStorefront, set) => {
      expect(permissionSetFromFlags({ anyApiUserCanWrite, availableOnStorefront })).toBe(set);
      expect(flagsOfPermissionSet(set)).toEqual({ anyApiUserCanWrite, availableOnStorefront });
    },
  );

  it('shows app_only with neither box ticked', () => {
    expect(flagsOfPermissionSet('app_only')).toEqual({
      anyApiUserCanWrite: false,
      availableOnStorefront: false,
    });
  });
});
