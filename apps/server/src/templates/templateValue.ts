import {
  builtInEntityContentTypeSlugs,
  isBuiltInContentTypeSlug,
  type CustomObjectField,
  type Template,
} from '@metafields/core';
import type { AreaContext } from '../area.js';
import { createObjectsRepo } from '../customResources/objectsRepo.js';
import { platformIdsFound } from '../customResources/platformRefs.js';
import { valueWrite, type ValueRuleContext } from '../customResources/valueRules.js';
import { createValuesRepo } from '../customResources/valuesRepo.js';
import { HttpError } from '../http/errors.js';
import { sanitisedMarkup } from '../sanitiser/markup.js';
import type { StoreRecord } from '../stores/stores.js';

/**
 * The template seen as a custom resource field, so that the values' rules (content type and
 * options: lengths, bounds, select options, references that exist) are the same for both. Its
 * key is `value`, the property a template metafield's value travels in, which keys the errors.
 */
function asField(template: Template): CustomObjectField {
  const { is_read_only: _readOnly, ...options } = template.options ?? {};
  return {
    id: template.id,
    custom_object_id: 0,
    name: template.name,
    meta_key: 'value',
    content_type: template.content_type,
    use_as_display_name: false,
    options,
    sort_order: template.sort_order,
  };
}

/** Values that are lists or objects: references, files and select options. */
function isStructured(contentType: string): boolean {
  return (
    !isBuiltInContentTypeSlug(contentType) ||
    contentType === 'select' ||
    (builtInEntityContentTypeSlugs as readonly string[]).includes(contentType)
  );
}

/**
 * A metafield value is text; lists and objects come as their JSON (core's
 * `serialiseTemplateValue`), read back here so the rules see what they stand for. Text that is
 * not JSON stays text: a single id or a select option's value, or else the type's own error.
 */
function decoded(text: string, contentType: string): unknown {
  if (!isStructured(contentType) || !/^\s*[[{]/.test(text)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Checks template metafield values against their templates, with the store's references. */
export function templateValueCheck(context: AreaContext) {
  const values = createValuesRepo(context.database);
  const objects = createObjectsRepo(context.database);

  /** Why the value does not fit the template's content type and options, if it does not. */
  return async function valueError(
    store: StoreRecord,
    template: Template,
    text: string,
  ): Promise<string | undefined> {
    const field = asField(template);
    const rules: ValueRuleContext = {
      fields: [field],
      existingValueIds: (objectId, ids) => values.existingIds(store.store_hash, objectId, ids),
      resourceName: async (objectId) => (await objects.find(store.store_hash, objectId))?.name,
      platformIdsFound: (contentType, ids) =>
        platformIdsFound(context.config.PLATFORM_URL, store, contentType, ids),
    };
    try {
      await valueWrite({ value: decoded(text, field.content_type) }, rules);
      return undefined;
    } catch (error) {
      const message = error instanceof HttpError ? error.errors?.value?.[0] : undefined;
      if (message === undefined) throw error;
      return message;
    }
  };
}

/**
 * The text written to the platform for a value of the template: rich text and HTML sanitised,
 * since partner apps and storefronts read metafields raw; every other type as it was sent.
 */
export function templateValueToWrite(template: Pick<Template, 'content_type'>, text: string) {
  return sanitisedMarkup(template.content_type, text);
}
