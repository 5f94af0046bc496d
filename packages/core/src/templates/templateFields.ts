import type { Metafield } from '../entities/metafield.js';
import type { Template } from '../entities/template.js';
import { metafieldsToSave } from '../metafields/massEdit.js';
import {
  canWrite,
  isValueInputReadOnly,
  withStorefrontAccess,
  type PermissionSet,
} from '../permissionSets.js';
import {
  templateMetafieldOperation,
  type TemplateMetafield,
  type TemplateMetafieldOperation,
} from './templateMetafieldSave.js';

/**
 * One field of a record's shared metafields form: a template of the record's type and the
 * record's metafield of that template's namespace and key, or null when it has none yet. The
 * server's per-record read answers a list of these, in template order.
 */
export interface TemplateField {
  template: Template;
  metafield: TemplateFieldMetafield | null;
}

/** What the shared metafields form reads of a record's metafield. */
export type TemplateFieldMetafield = Pick<
  Metafield,
  'id' | 'namespace' | 'key' | 'value' | 'permission_set'
>;

/**
 * The key of a template field: the template's namespace.key, its unique id in the platform's
 * eyes (spec section 3). A field without a metafield has no metafield id to go by.
 */
export function templateFieldKey(template: Pick<Template, 'namespace' | 'meta_key'>): string {
  return `${template.namespace}.${template.meta_key}`;
}

/** The fields in template order (sort_order); equal orders keep the order they came in. */
export function templateFieldsInOrder<T extends { template: Pick<Template, 'sort_order'> }>(
  fields: readonly T[],
): T[] {
  return [...fields].sort((a, b) => a.template.sort_order - b.template.sort_order);
}

/**
 * Whether a field's value input is read-only (spec section 2): the metafield's permission set
 * includes read, or lacks write (so it would never be saved, section 5: app_only), or the
 * template says is_read_only. A field without a metafield yet is editable unless the template
 * is read-only.
 */
export function isTemplateFieldReadOnly(field: TemplateField): boolean {
  const permissionSet = field.metafield?.permission_set;
  return (
    isValueInputReadOnly({ permissionSet, isReadOnly: field.template.options?.is_read_only }) ||
    (permissionSet !== undefined && !canWrite(permissionSet))
  );
}

/**
 * The metafield a field saves with `value` (the text of `templateValueText`, null when empty):
 * the record's own, or a new one with the template's namespace and key and the permission set a
 * new metafield of the template gets (write, with storefront access when the template is used on
 * the storefront).
 */
export function templateFieldMetafield(
  field: TemplateField,
  value: string | null,
): TemplateMetafield {
  const { template, metafield } = field;
  const permissionSet: PermissionSet =
    metafield?.permission_set ?? withStorefrontAccess(template.use_on_storefront);
  return {
    ...(metafield ? { id: metafield.id } : {}),
    namespace: template.namespace,
    key: template.meta_key,
    value,
    permission_set: permissionSet,
  };
}

/** One request of a shared metafields save, with the key of the field it saves. */
export interface TemplateFieldOperation {
  key: string;
  operation: TemplateMetafieldOperation;
}

/**
 * The requests of a shared metafields save (spec section 4, mass edit and template metafield
 * save): only the fields changed locally (`values`, each changed field's text by its key) and
 * writable, in the fields' order; an emptied value deletes a saved metafield and sends nothing
 * for a new one.
 */
export function templateFieldSavePlan(
  fields: readonly TemplateField[],
  values: ReadonlyMap<string, string | null>,
): TemplateFieldOperation[] {
  const writable = fields
    .filter((field) => !isTemplateFieldReadOnly(field))
    .map((field) => {
      const key = templateFieldKey(field.template);
      const metafield = templateFieldMetafield(field, values.get(key) ?? null);
      return { key, metafield, permission_set: metafield.permission_set };
    });
  return metafieldsToSave(writable, [...values.keys()], (entry) => entry.key).flatMap(
    ({ key, metafield }) => {
      const operation = templateMetafieldOperation(metafield);
      return operation ? [{ key, operation }] : [];
    },
  );
}

/**
 * Whether two requests save the same metafield: the same saved metafield (PUT or DELETE of one
 * id), or the creation of the same namespace and key. A caller reporting a failed request may
 * hand back a copy of the one it was given.
 */
export function isSameTemplateMetafieldOperation(
  a: TemplateMetafieldOperation,
  b: TemplateMetafieldOperation,
): boolean {
  if (a === b) return true;
  if (a.method !== b.method) return false;
  if (a.method === 'POST' && b.method === 'POST')
    return a.body.namespace === b.body.namespace && a.body.key === b.body.key;
  return 'id' in a && 'id' in b && a.id === b.id;
}
