import {
  metafieldInputSchema,
  newMetafieldValues,
  validationMessage,
  type MessageDescriptor,
  type Metafield,
  type MetafieldFormValues,
} from '@metafields/core';

/** A saved metafield as the form compares against it: core's save plan takes this shape. */
export type SavedMetafieldValues = { id: number } & MetafieldFormValues;

/** The fields that carry their own errors (validation and the server's). */
export type MetafieldFormField = 'namespace' | 'key' | 'value' | 'description';

export type MetafieldFormErrors = Partial<Record<MetafieldFormField, MessageDescriptor | string>>;

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

export function isChanged(values: MetafieldFormValues, baseline: MetafieldFormValues): boolean {
  return (
    values.namespace !== baseline.namespace ||
    values.key !== baseline.key ||
    values.value !== baseline.value ||
    values.description !== baseline.description ||
    values.permission_set !== baseline.permission_set
  );
}

/**
 * The spec's rules (section 5), through core's input schema: namespace and key required, at most
 * 64 characters; description at most 255; value required ('This field is required'), at most
 * 65535. The first error of each field, or none.
 */
export function validateMetafieldForm(values: MetafieldFormValues): MetafieldFormErrors {
  const result = metafieldInputSchema.safeParse(values);
  if (result.success) return {};
  const errors: MetafieldFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as MetafieldFormField;
    errors[field] ??= validationMessage(issue) ?? issue.message;
  }
  return errors;
}
