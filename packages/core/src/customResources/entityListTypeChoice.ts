import { entityListTypeLabel, isEntityType, type CustomResourceSummary } from '../contentTypes.js';
import type { MessageDescriptor } from '../messages/defineMessages.js';

export interface EntityListTypeChoice {
  single: MessageDescriptor;
  list: MessageDescriptor;
}

/**
 * The labels of the field form's single/list choice, or null when the content type does not
 * offer it: only built-in entity types and references to custom resources do.
 */
export function entityListTypeChoice(
  contentType: string,
  customResources: readonly CustomResourceSummary[],
): EntityListTypeChoice | null {
  if (!isEntityType(contentType, customResources)) return null;
  return {
    single: entityListTypeLabel('single', contentType, customResources),
    list: entityListTypeLabel('list', contentType, customResources),
  };
}
