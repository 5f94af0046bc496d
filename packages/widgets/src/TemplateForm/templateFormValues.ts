import { newTemplateValues, type Template, type TemplateFormValues } from '@metafields/core';

/** What the form starts from: the template's values, or a new template's defaults. */
export function initialTemplateFormValues(
  template: Template | undefined,
  existingTemplateCount: number | undefined,
): TemplateFormValues {
  if (template === undefined) return newTemplateValues(existingTemplateCount);
  return {
    name: template.name,
    namespace: template.namespace,
    meta_key: template.meta_key,
    description: template.description ?? '',
    content_type: template.content_type,
    options: template.options ?? {},
    use_on_storefront: template.use_on_storefront,
    sort_order: template.sort_order,
  };
}
