import { customResourceOfType, isEntityType, type CustomResourceSummary } from '../contentTypes.js';
import type { TemplateOptions } from '../entities/template.js';

/**
 * The options a template gets when its content type changes (spec section 4): entity types
 * start as 'single'; a custom resource also records which one; other types start with none.
 */
export function templateOptionsForContentType(
  contentType: string,
  customResources: readonly CustomResourceSummary[],
): TemplateOptions {
  if (!isEntityType(contentType, customResources)) return {};
  const resource = customResourceOfType(contentType, customResources);
  return resource === undefined
    ? { entity_list_type: 'single' }
    : { entity_list_type: 'single', custom_object_id: resource.id };
}
