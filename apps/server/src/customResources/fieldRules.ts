import {
  builtInEntityContentTypeSlugs,
  canUseAsDisplayName,
  customResourceOfType,
  isBuiltInContentTypeSlug,
  slugify,
  type CustomObject,
  type CustomResourceSummary,
  type CustomObjectFieldInput,
  type CustomObjectFieldOptions,
  type SelectOption,
} from '@metafields/core';
import type { FieldWrite } from './fieldsRepo.js';
import { FirstErrors } from '../validation.js';
import { ruleMessages as m } from './ruleMessages.js';

/** What a field's rules need to know beyond the field itself. */
export interface FieldRuleContext {
  /** The store's resources: a field's content type may be a reference to any of them. */
  resources: readonly CustomObject[];
  /** The field being updated, if any, so its own key does not clash with itself. */
  fieldId?: number | undefined;
  /** The id of the resource's field that already has this key. */
  idOfKey(metaKey: string): number | undefined;
  /** The field's select options as saved, so their ids are kept and new ones follow them. */
  savedSelectOptions?: readonly SelectOption[] | undefined;
}

/** A value's property `id` is the value's own id, so no field may take that key. */
const reservedKeys = new Set(['id']);

type Limit = CustomObjectFieldOptions['min'];

/**
 * The server's rules of a field (spec sections 3–5): a known content type, options that fit it
 * (number bounds, text lengths, url kind, select options, single or list), the display name only
 * for text, and a key unique in its resource. Errors go under the paths the field form reads
 * (`name`, `meta_key`, `content_type`, `use_as_display_name`, `options.min`, ...), first only.
 */
export function fieldWrite(input: CustomObjectFieldInput, context: FieldRuleContext): FieldWrite {
  const errors = new FirstErrors();
  const { content_type: contentType } = input;
  const reference = customResourceOfType(contentType, context.resources);
  if (!isBuiltInContentTypeSlug(contentType) && reference === undefined) {
    errors.add('content_type', m.contentTypeUnknown);
  }

  const metaKey = input.meta_key?.trim() || slugify(input.name);
  if (metaKey === '' || slugify(metaKey) !== metaKey) errors.add('meta_key', m.metaKeyFormat);
  else if (reservedKeys.has(metaKey)) errors.add('meta_key', m.metaKeyReserved);
  else {
    const owner = context.idOfKey(metaKey);
    if (owner !== undefined && owner !== context.fieldId) errors.add('meta_key', m.metaKeyTaken);
  }

  const displayName = input.use_as_display_name ?? false;
  if (displayName && !canUseAsDisplayName(contentType, context.resources)) {
    errors.add('use_as_display_name', m.displayNameTextOnly);
  }

  const options = optionsFor(contentType, input.options ?? {}, reference, context, errors);
  errors.throwIfAny();
  return {
    name: input.name,
    meta_key: metaKey,
    content_type: contentType,
    use_as_display_name: displayName,
    options,
    permission_set: input.permission_set,
    sort_order: input.sort_order,
  };
}

/** Only the options that the content type uses are kept; a changed type resets the rest. */
function optionsFor(
  contentType: string,
  options: CustomObjectFieldOptions,
  reference: CustomResourceSummary | undefined,
  context: FieldRuleContext,
  errors: FirstErrors,
): CustomObjectFieldOptions {
  if (reference !== undefined) {
    return {
      entity_list_type: options.entity_list_type ?? 'single',
      custom_object_id: reference.id,
    };
  }
  if ((builtInEntityContentTypeSlugs as readonly string[]).includes(contentType)) {
    return { entity_list_type: options.entity_list_type ?? 'single' };
  }
  switch (contentType) {
    case 'integer':
    case 'decimal':
      return bounds(options, errors, (limit, path) =>
        numberLimit(limit, path, errors, contentType === 'integer'),
      );
    case 'text':
      return bounds(options, errors, (limit, path) => {
        const length = numberLimit(limit, path, errors, true);
        if (length !== undefined && length < 0) errors.add(path, m.limitNegative);
        return length;
      });
    case 'date':
    case 'datetime':
      return bounds(options, errors, (limit, path) => dateLimit(limit, path, errors));
    case 'url':
      return { url_type: options.url_type ?? 'absolute' };
    case 'select':
      return selectOptions(options, context, errors);
    default:
      return {};
  }
}

/** min and max read by `read`, which reports its own errors; min may not exceed max. */
function bounds<T extends number | string>(
  options: CustomObjectFieldOptions,
  errors: FirstErrors,
  read: (limit: Limit, path: string) => T | undefined,
): CustomObjectFieldOptions {
  const min = read(options.min, 'options.min');
  const max = read(options.max, 'options.max');
  if (min !== undefined && max !== undefined && compare(min, max) > 0) {
    errors.add('options.min', m.minAboveMax);
  }
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

const compare = (a: number | string, b: number | string) =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : Date.parse(String(a)) - Date.parse(String(b));

const unset = (limit: Limit) => limit === undefined || limit === '';

function numberLimit(
  limit: Limit,
  path: string,
  errors: FirstErrors,
  whole: boolean,
): number | undefined {
  if (unset(limit)) return undefined;
  const number = typeof limit === 'number' ? limit : Number(String(limit).trim());
  if (!Number.isFinite(number)) errors.add(path, m.limitNotNumber);
  else if (whole && !Number.isInteger(number)) errors.add(path, m.limitNotWholeNumber);
  else return number;
  return undefined;
}

const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

function dateLimit(limit: Limit, path: string, errors: FirstErrors): string | undefined {
  if (unset(limit)) return undefined;
  const text = String(limit).trim();
  if (isoDate.test(text) && !Number.isNaN(Date.parse(text))) return text;
  errors.add(path, m.limitNotDate);
  return undefined;
}

/** At least one option, none empty, none twice; saved ids kept, new options numbered after them. */
function selectOptions(
  options: CustomObjectFieldOptions,
  context: FieldRuleContext,
  errors: FirstErrors,
): CustomObjectFieldOptions {
  const given = options.select_options ?? [];
  if (given.length === 0) errors.add('options.select_options', m.selectOptionsRequired);
  const savedIds = new Set((context.savedSelectOptions ?? []).map((option) => option.id));
  let nextId =
    Math.max(0, ...[...savedIds].map((id) => Number(id)).filter((id) => Number.isInteger(id))) + 1;
  const seen = new Set<string>();
  const selectOptionsOut = given.map((option, index) => {
    const value = option.value.trim();
    if (value === '') errors.add(`options.select_options.${index}`, m.selectOptionEmpty);
    else if (seen.has(value))
      errors.add(`options.select_options.${index}`, m.selectOptionDuplicate);
    seen.add(value);
    const id = option.id !== undefined && savedIds.has(option.id) ? option.id : nextId++;
    return { id, value };
  });
  return {
    select_options: selectOptionsOut,
    ...(options.multiselect !== undefined && { multiselect: options.multiselect }),
  };
}
