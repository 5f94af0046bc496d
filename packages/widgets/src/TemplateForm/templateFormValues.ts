import {
  newTemplateValues,
  templateInputSchema,
  validationMessage,
  type MessageDescriptor,
  type Template,
  type TemplateFormValues,
  type TemplateInput,
} from '@metafields/core';

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

export type TemplateFormErrors = Readonly<Record<string, MessageDescriptor | string>>;

export type TemplateValidation =
  { success: true; input: TemplateInput } | { success: false; errors: TemplateFormErrors };

/**
 * Checks the values with core's template input schema: the input it outputs, or the first
 * error of each field keyed by its path ('name', 'options.min').
 */
export function validateTemplateForm(
  values: TemplateFormValues,
  id: number | undefined,
): TemplateValidation {
  const result = templateInputSchema.safeParse(id === undefined ? values : { id, ...values });
  if (result.success) return { success: true, input: result.data };
  const errors: Record<string, MessageDescriptor | string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= validationMessage(issue) ?? issue.message;
  }
  return { success: false, errors };
}
