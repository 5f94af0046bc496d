import { canWrite, type PermissionSet } from '../permissionSets.js';

/** A record's metafield for one template field, as the shared-metafields form holds it. */
export interface TemplateMetafield {
  id?: number;
  namespace: string;
  key: string;
  value: unknown;
  permission_set: PermissionSet;
}

export type SavedTemplateMetafield = TemplateMetafield & { id: number };

export type TemplateMetafieldOperation =
  | {
      method: 'POST';
      body: { namespace: string; key: string; value: string; permission_set: PermissionSet };
    }
  | { method: 'PUT'; id: number; body: { value: string } }
  | { method: 'DELETE'; id: number; body: SavedTemplateMetafield };

/** Empty values mean "no metafield": '', null, undefined, {} and []. */
export function isEmptyTemplateValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

/** Metafield values are text: objects and lists go as JSON, other scalars as their text. */
export function serialiseTemplateValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The request one metafield needs (spec section 4): an empty value deletes a saved metafield and
 * sends nothing for a new one; any other value is POSTed when new, PUT when saved. Metafields
 * without write permission send nothing (spec section 5).
 */
export function templateMetafieldOperation(
  metafield: TemplateMetafield,
): TemplateMetafieldOperation | null {
  if (!canWrite(metafield.permission_set)) return null;
  const { id } = metafield;
  if (isEmptyTemplateValue(metafield.value)) {
    return id === undefined ? null : { method: 'DELETE', id, body: { ...metafield, id } };
  }
  const value = serialiseTemplateValue(metafield.value);
  if (id === undefined) {
    const { namespace, key, permission_set } = metafield;
    return { method: 'POST', body: { namespace, key, value, permission_set } };
  }
  return { method: 'PUT', id, body: { value } };
}

/** The requests of a whole shared-metafields save, in the order of the fields. */
export function templateMetafieldSavePlan(
  metafields: readonly TemplateMetafield[],
): TemplateMetafieldOperation[] {
  return metafields.flatMap((metafield) => templateMetafieldOperation(metafield) ?? []);
}

/** One item of the sync lists: the template side names the key meta_key. */
export interface TemplateSyncItem {
  id: number;
  namespace: string;
  meta_key: string;
  value: string;
  permission_set: PermissionSet;
}

/** A request that succeeded, with the metafield the platform returned (or deleted). */
export interface TemplateMetafieldSaveResult {
  method: TemplateMetafieldOperation['method'];
  metafield: SavedTemplateMetafield;
}

export interface TemplateSyncLists {
  /** Created or updated metafields: the bulk PUT. */
  put: TemplateSyncItem[];
  /** Removed metafields, without value: the bulk DELETE. */
  delete: Omit<TemplateSyncItem, 'value'>[];
}

/** The lists that sync the template's own record of its metafields after a save. */
export function templateMetafieldSyncLists(
  results: readonly TemplateMetafieldSaveResult[],
): TemplateSyncLists {
  const lists: TemplateSyncLists = { put: [], delete: [] };
  for (const { method, metafield } of results) {
    const item = {
      id: metafield.id,
      namespace: metafield.namespace,
      meta_key: metafield.key,
      permission_set: metafield.permission_set,
    };
    if (method === 'DELETE') lists.delete.push(item);
    else lists.put.push({ ...item, value: serialiseTemplateValue(metafield.value) });
  }
  return lists;
}
