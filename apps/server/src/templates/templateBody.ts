import {
  customResourceOfType,
  isBuiltInContentTypeSlug,
  isEntityType,
  templateInputSchema,
  type CustomResourceSummary,
  type Template,
  type TemplateInput,
  type TemplateOptions,
} from '@metafields/core';
import * as z from 'zod';
import { FirstErrors, invalid, parseInput } from '../validation.js';
import { ruleMessages } from '../customResources/ruleMessages.js';
import type { TemplateWrite } from './templatesRepo.js';

/** A body must be a JSON object before its fields can be read. */
const objectBody = z.record(z.string(), z.unknown(), { error: 'Send the template as an object.' });

export const idMismatch = () => invalid({ id: [ruleMessages.idMismatch] });

/**
 * What an update starts from: the saved template as the form would send it back. An update
 * names the fields it changes (a reorder may send only `sort_order`); the rest stay. A new
 * content type without options starts with none, as the form resets them (spec section 4).
 */
function savedAsInput(saved: Template, body: Record<string, unknown>): Record<string, unknown> {
  const keepsOptions = body.content_type === undefined || body.content_type === saved.content_type;
  return {
    name: saved.name,
    namespace: saved.namespace,
    meta_key: saved.meta_key,
    ...(saved.description != null && { description: saved.description }),
    content_type: saved.content_type,
    ...(keepsOptions && saved.options && { options: saved.options }),
    use_on_storefront: saved.use_on_storefront,
  };
}

/**
 * The options the content type takes: entity types hold one entity or a list ('single' unless
 * said), a custom resource's type also records which resource; others have no list options.
 */
function optionsFor(
  input: TemplateInput,
  resources: readonly CustomResourceSummary[],
): TemplateOptions {
  const { entity_list_type, custom_object_id: _resourceId, ...rest } = input.options ?? {};
  if (!isEntityType(input.content_type, resources)) return rest;
  const resource = customResourceOfType(input.content_type, resources);
  return {
    ...rest,
    entity_list_type: entity_list_type ?? 'single',
    ...(resource ? { custom_object_id: resource.id } : {}),
  };
}

/**
 * A template body, checked with core's template input schema (defaults: namespace 'shared',
 * rich text, on the storefront, text limits 1 and 255), its content type one of the built-ins or
 * one of the store's custom resources. Answers 422 with the first message of each field.
 */
export function templateWrite(
  rawBody: unknown,
  resources: readonly CustomResourceSummary[],
  saved?: Template,
): { id?: number | undefined; write: TemplateWrite } {
  // No body at all changes nothing; a JSON null is a mistake, refused like any non-object.
  const body = parseInput(objectBody, rawBody === undefined ? {} : rawBody);
  const merged = saved ? { ...savedAsInput(saved, body), ...body } : body;
  // The client may send back what it read: ids, counts and nulls it does not mean to set.
  const { metafield_count: _count, ...rest } = merged;
  const cleaned = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null));
  const input = parseInput(templateInputSchema, cleaned);

  const errors = new FirstErrors();
  const known =
    isBuiltInContentTypeSlug(input.content_type) ||
    customResourceOfType(input.content_type, resources) !== undefined;
  if (!known) errors.add('content_type', ruleMessages.contentTypeUnknown);
  errors.throwIfAny();

  return {
    id: input.id,
    write: {
      name: input.name,
      namespace: input.namespace,
      meta_key: input.meta_key,
      description: input.description || undefined,
      content_type: input.content_type,
      options: optionsFor(input, resources),
      use_on_storefront: input.use_on_storefront,
      sort_order: input.sort_order,
    },
  };
}
