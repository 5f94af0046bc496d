import { newMetafieldValues, type Metafield, type MetafieldFormValues } from '@metafields/core';

/** A saved metafield as the form compares against it: core's save plan takes this shape. */
export type SavedMetafieldValues = { id: number } & MetafieldFormValues;

/** The fields that carry their own errors (validation and the server's). */
export type MetafieldFormField = 'namespace' | 'key' | 'value' | 'description';

/** The saved values of a metafield; a missing description is an empty one. */
export function savedValuesOf(metafield: Metafield): SavedMetafieldValues {
  return {
    id: metafield.id,
    namespace: metafield.namespace,
    key: metafield.key,
    value: metafield.value,
    description: metafield.description ?? '',
    permission_set: metafield.permission_set,
  };
}

export function formValuesOf({ id: _id, ...values }: SavedMetafieldValues): MetafieldFormValues {
  return values;
}

/** What the form starts from: the saved values, or core's new-metafield values (write). */
export function initialValuesOf(metafield: Metafield | undefined): MetafieldFormValues {
  return metafield === undefined
    ? { ...newMetafieldValues }
    : formValuesOf(savedValuesOf(metafield));
}
