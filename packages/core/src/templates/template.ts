import type { BuiltInContentTypeSlug } from '../contentTypeSlugs.js';
import type { TemplateOptions } from '../entities/template.js';

/** What the template form edits (spec section 3). */
export interface TemplateFormValues {
  name: string;
  namespace: string;
  meta_key: string;
  description: string;
  content_type: string;
  options: TemplateOptions;
  use_on_storefront: boolean;
  sort_order: number;
}

export const defaultTemplateNamespace = 'shared';
export const blankTemplateContentType = 'rich_text' satisfies BuiltInContentTypeSlug;

/**
 * The values of a new template. It goes after the existing ones: sort_order is their count
 * plus 1, so 1 when the count is not known. Text limits (1 and 255) are filled in by the
 * template input schema when the content type is text.
 */
export function newTemplateValues(existingTemplateCount = 0): TemplateFormValues {
  return {
    name: '',
    namespace: defaultTemplateNamespace,
    meta_key: '',
    description: '',
    content_type: blankTemplateContentType,
    options: {},
    use_on_storefront: true,
    sort_order: existingTemplateCount + 1,
  };
}

/** A template's unique id, also how the list shows it: namespace.key. */
export function templateUniqueId(
  template: Pick<TemplateFormValues, 'namespace' | 'meta_key'>,
): string {
  return `${template.namespace}.${template.meta_key}`;
}
