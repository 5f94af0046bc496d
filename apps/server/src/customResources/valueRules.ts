import {
  builtInEntityContentTypeSlugs,
  isBuiltInContentTypeSlug,
  type CustomObjectField,
} from '@metafields/core';
import { sanitisedMarkup } from '../sanitiser/markup.js';
import { FirstErrors } from '../validation.js';
import { changedReadOnlyKeys } from './readOnlyFields.js';
import { checkFiles, checkSelect, referenceIds } from './valueLists.js';
import { filled, valueMessages as m } from './valueMessages.js';
import {
  checkBoolean,
  checkColor,
  checkDate,
  checkJson,
  checkNumber,
  checkText,
  checkUrl,
  type Checked,
  type StoredFieldValue,
} from './valueScalars.js';

/** A value's fields as stored: meta_key → value; a field left empty is null. */
export type ValueData = Record<string, StoredFieldValue | null>;

/** What a value's rules need beyond the body. */
export interface ValueRuleContext {
  /** The fields of the value's resource. */
  fields: readonly CustomObjectField[];
  /** Which of these ids are values of the store's resource `objectId` (a reference's target). */
  existingValueIds(objectId: number, ids: readonly number[]): Promise<Set<number>>;
  /** The name of the store's resource `objectId`, for the missing-reference message. */
  resourceName(objectId: number): Promise<string | undefined>;
  /** Which of these ids the platform has as records of the type; undefined if it cannot tell. */
  platformIdsFound(contentType: string, ids: readonly number[]): Promise<Set<number> | undefined>;
  /**
   * For a signed-in person's write: the fields as saved (empty for a create), which read-only
   * fields must keep. An API token's write leaves it out: tokens may write read-only fields.
   */
  readOnlyKept?: { saved: ValueData } | undefined;
}

const platformEntities = builtInEntityContentTypeSlugs.filter(
  (slug) => slug !== 'file' && slug !== 'file_and_label',
) as readonly string[];

/**
 * The server's rules of a value (spec sections 3 and 5): every property names a field of the
 * resource, and each holds what the field's content type and options allow. `id` is the
 * value's own and is left to the route. Errors are keyed by the field's meta_key, first only.
 * Only the properties sent are returned, so an update leaves the others as they were.
 */
export async function valueWrite(
  body: Readonly<Record<string, unknown>>,
  context: ValueRuleContext,
): Promise<ValueData> {
  const errors = new FirstErrors();
  const fieldsByKey = new Map(context.fields.map((field) => [field.meta_key, field]));
  const data: ValueData = {};
  const references: { field: CustomObjectField; ids: number[] }[] = [];

  for (const [key, raw] of Object.entries(body)) {
    if (key === 'id') continue;
    const field = fieldsByKey.get(key);
    if (!field) {
      errors.add(key, m.unknownField);
      continue;
    }
    if (isEmpty(raw)) {
      data[key] = null;
      continue;
    }
    if (isReference(field)) {
      const ids = referenceIds(raw, field);
      if (typeof ids === 'string') errors.add(key, ids);
      else {
        data[key] = ids.map((id) => ({ id }));
        references.push({ field, ids });
      }
      continue;
    }
    const checked = checkField(raw, field);
    if ('error' in checked) errors.add(key, checked.error);
    else data[key] = checked.value;
  }

  if (context.readOnlyKept) {
    for (const key of changedReadOnlyKeys(context.fields, data, context.readOnlyKept.saved)) {
      errors.add(key, m.readOnly);
    }
  }
  // Only a value that passes every other rule costs a call to the platform.
  errors.throwIfAny();
  const missing = await Promise.all(
    references.map(({ field, ids }) =>
      isPlatformEntity(field)
        ? missingPlatformRecord(field, ids, context)
        : missingReference(field, ids, context),
    ),
  );
  references.forEach(({ field }, index) => {
    const error = missing[index];
    if (error) errors.add(field.meta_key, error);
  });
  errors.throwIfAny();
  return data;
}

/** Nothing sent: null, empty text, or an empty list, all of which clear the field. */
const isEmpty = (raw: unknown) =>
  raw === null || raw === undefined || raw === '' || (Array.isArray(raw) && raw.length === 0);

export const isPlatformEntity = (field: CustomObjectField) =>
  platformEntities.includes(field.content_type);

/** Platform records by id, or another custom resource's values (any type not built in). */
const isReference = (field: CustomObjectField) =>
  isPlatformEntity(field) || !isBuiltInContentTypeSlug(field.content_type);

/**
 * Platform records (products, brands, ...) must exist on the platform when it can tell; when it
 * cannot (out of reach, slow, an error) the ids are taken on their shape alone.
 */
async function missingPlatformRecord(
  field: CustomObjectField,
  ids: readonly number[],
  context: ValueRuleContext,
): Promise<string | undefined> {
  const found = await context.platformIdsFound(field.content_type, ids);
  if (found === undefined || ids.every((id) => found.has(id))) return undefined;
  return filled(m.referenceMissing, { resource: field.content_type });
}

/** A reference to another custom resource must name values of that resource in this store. */
async function missingReference(
  field: CustomObjectField,
  ids: readonly number[],
  context: ValueRuleContext,
): Promise<string | undefined> {
  const objectId = field.options?.custom_object_id;
  const found =
    objectId === undefined ? new Set<number>() : await context.existingValueIds(objectId, ids);
  if (ids.every((id) => found.has(id))) return undefined;
  const resource = (objectId !== undefined && (await context.resourceName(objectId))) || field.name;
  return filled(m.referenceMissing, { resource });
}

function checkField(raw: unknown, field: CustomObjectField): Checked {
  switch (field.content_type) {
    case 'integer':
      return checkNumber(raw, field, true);
    case 'decimal':
      return checkNumber(raw, field, false);
    case 'boolean':
      return checkBoolean(raw);
    case 'color':
      return checkColor(raw);
    case 'url':
      return checkUrl(raw, field);
    case 'date':
      return checkDate(raw, field, false);
    case 'datetime':
      return checkDate(raw, field, true);
    case 'json':
      return checkJson(raw);
    case 'select':
      return checkSelect(raw, field);
    case 'file':
    case 'file_and_label':
      return checkFiles(raw, field);
    case 'rich_text':
    case 'html': {
      // Kept sanitised: partner apps and storefronts show the value as it is stored.
      const checked = checkText(raw, field);
      return 'value' in checked && typeof checked.value === 'string'
        ? { value: sanitisedMarkup(field.content_type, checked.value) }
        : checked;
    }
    default:
      // text: within its lengths.
      return checkText(raw, field);
  }
}
