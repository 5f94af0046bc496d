import type { CustomObjectField } from '../entities/customObjectField.js';

/** Content types whose list items are sent whole: files, file objects and select options. */
export const wholeItemContentTypes = ['file', 'file_and_label', 'select'] as const;

export type SerialisedFieldValue = string | number | null | unknown[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of an item without what only the browser needs: properties that are undefined and
 * properties whose name starts with '_' (client-side bookkeeping such as drag keys).
 */
export function cleanedItem(item: unknown): unknown {
  if (!isRecord(item)) return item;
  return Object.fromEntries(
    Object.entries(item).filter(([name, value]) => value !== undefined && !name.startsWith('_')),
  );
}

function serialisedItem(item: unknown, contentType: string): unknown {
  if ((wholeItemContentTypes as readonly string[]).includes(contentType)) return item;
  if (isRecord(item) && item.id !== undefined && item.id !== null) return { id: item.id };
  return cleanedItem(item);
}

/**
 * One field's value as the server takes it (spec section 3): booleans as 'true'/'false',
 * strings and numbers as they are, nothing as null, an object or a list as a list of items.
 * Items of references go as {id}; files, file objects and select options go whole.
 */
export function serialiseFieldValue(value: unknown, contentType: string): SerialisedFieldValue {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (Array.isArray(value)) return value.map((item) => serialisedItem(item, contentType));
  if (isRecord(value)) return [serialisedItem(value, contentType)];
  return null;
}

/** A value's body for POST or PUT: one property per field, each serialised. */
export function serialiseCustomResourceValue(
  value: Readonly<Record<string, unknown>>,
  fields: readonly Pick<CustomObjectField, 'meta_key' | 'content_type'>[],
): Record<string, SerialisedFieldValue> {
  return Object.fromEntries(
    fields.map((field) => [
      field.meta_key,
      serialiseFieldValue(value[field.meta_key], field.content_type),
    ]),
  );
}

/** Whether a serialised field value holds something: not null, not empty text, not an empty list. */
function isFilled(value: SerialisedFieldValue): boolean {
  if (value === null || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

/**
 * The value form's rule (spec section 5): "saving is attempted only when a value exists", that
 * is, when some field holds something to send. 'false' is something: a boolean the person set.
 */
export function holdsAnyFieldValue(
  value: Readonly<Record<string, unknown>>,
  fields: readonly Pick<CustomObjectField, 'meta_key' | 'content_type'>[],
): boolean {
  return Object.values(serialiseCustomResourceValue(value, fields)).some(isFilled);
}
