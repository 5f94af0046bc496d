import {
  holdsAnyFieldValue,
  serialiseCustomResourceValue,
  type CustomObjectField,
  type CustomObjectValue,
  type SerialisedFieldValue,
} from '@metafields/core';

/** The form's values: one property per field meta_key, as the editors report them. */
export type FieldValues = Readonly<Record<string, unknown>>;

type SerialisableField = Pick<CustomObjectField, 'meta_key' | 'content_type'>;

/** The fields in their sort_order; fields with the same order keep the server's order. */
export function fieldsInSortOrder<Field extends Pick<CustomObjectField, 'sort_order'>>(
  fields: readonly Field[] | undefined,
): Field[] {
  return [...(fields ?? [])].sort((a, b) => a.sort_order - b.sort_order);
}

/** A stored value's field values (everything but its id), or none for a new value. */
export function fieldValuesOf(value: CustomObjectValue | undefined): FieldValues {
  if (value === undefined) return {};
  const { id: _id, ...fieldValues } = value;
  return fieldValues;
}

/** Text that is the same for equal JSON whatever the order of object keys. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/**
 * Whether Save is offered: something differs from the saved values, as the server would get it
 * (a reference looked up with its name is the same reference), and, for a new value, some field
 * holds something (core's rule: saving is attempted only when a value exists).
 */
export function canSave(
  values: FieldValues,
  saved: FieldValues,
  fields: readonly SerialisableField[],
  isNew: boolean,
): boolean {
  if (isNew && !holdsAnyFieldValue(values, fields)) return false;
  return (
    canonical(serialiseCustomResourceValue(values, fields)) !==
    canonical(serialiseCustomResourceValue(saved, fields))
  );
}

export type ValueBody = Record<string, SerialisedFieldValue>;
