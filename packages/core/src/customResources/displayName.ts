import type { CustomObjectField } from '../entities/customObjectField.js';

/** The property that names a value when no field is flagged use_as_display_name. */
export const defaultDisplayField = 'name';

type DisplayFieldCandidate = Pick<CustomObjectField, 'meta_key' | 'use_as_display_name'>;

/** The meta_key of the field flagged use_as_display_name, else 'name'. */
export function displayFieldOf(fields: readonly DisplayFieldCandidate[]): string {
  return fields.find((field) => field.use_as_display_name)?.meta_key ?? defaultDisplayField;
}

/** A value's display name, or undefined when its display field holds no text or number. */
export function displayNameOf(
  value: Readonly<Record<string, unknown>>,
  fields: readonly DisplayFieldCandidate[],
): string | undefined {
  const name = value[displayFieldOf(fields)];
  if (typeof name === 'number') return String(name);
  return typeof name === 'string' && name !== '' ? name : undefined;
}
