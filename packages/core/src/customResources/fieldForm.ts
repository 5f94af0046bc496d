import { customResourceOfType, type CustomResourceSummary } from '../contentTypes.js';
import type { CustomObjectFieldOptions } from '../entities/customObjectField.js';

/** What the field form edits. */
export interface FieldFormValues {
  name: string;
  meta_key: string;
  content_type: string;
  use_as_display_name: boolean;
  options: CustomObjectFieldOptions;
}

/** Only text fields may name a value; a reference never does (spec section 4). */
export function canUseAsDisplayName(
  contentType: string,
  customResources: readonly CustomResourceSummary[],
): boolean {
  return contentType === 'text' && customResourceOfType(contentType, customResources) === undefined;
}

/**
 * The values of a new field. The first field of a resource is its display name by default, so
 * a new field starts as text, the one content type allowed to be.
 */
export function newFieldValues(existingFieldCount: number): FieldFormValues {
  return {
    name: '',
    meta_key: '',
    content_type: 'text',
    use_as_display_name: existingFieldCount === 0,
    options: {},
  };
}

/** The options a field gets on a new content type: none, or the referenced resource's id. */
export function fieldOptionsForContentType(
  contentType: string,
  customResources: readonly CustomResourceSummary[],
): CustomObjectFieldOptions {
  const resource = customResourceOfType(contentType, customResources);
  return resource === undefined ? {} : { custom_object_id: resource.id };
}

/** The field after its content type changed: options reset, display name forced off if barred. */
export function fieldWithContentType<T extends FieldFormValues>(
  field: T,
  contentType: string,
  customResources: readonly CustomResourceSummary[],
): T {
  return {
    ...field,
    content_type: contentType,
    options: fieldOptionsForContentType(contentType, customResources),
    use_as_display_name:
      field.use_as_display_name && canUseAsDisplayName(contentType, customResources),
  };
}
