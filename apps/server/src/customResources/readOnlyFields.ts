import { isFieldReadOnly, type CustomObjectField } from '@metafields/core';
import type { ValueData } from './valueRules.js';

/**
 * The keys of read-only fields (permission_set including 'read', companion document sections 2
 * and 6) whose value a write would change. The form sends every field back, read-only ones with
 * what it read, so a value sent unchanged is not a change; on a create, `saved` is empty and any
 * value but null is one.
 */
export function changedReadOnlyKeys(
  fields: readonly CustomObjectField[],
  written: ValueData,
  saved: ValueData,
): string[] {
  return fields
    .filter(
      (field) => isFieldReadOnly(field.permission_set) && Object.hasOwn(written, field.meta_key),
    )
    .filter((field) => !sameValue(written[field.meta_key], saved[field.meta_key]))
    .map((field) => field.meta_key);
}

/** Values as stored are JSON: text, numbers and lists of plain items. */
const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
