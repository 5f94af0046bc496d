import {
  isBuiltInContentTypeSlug,
  type ContentType,
  type CustomResourceSummary,
} from '@metafields/core';

/**
 * The store's custom resources among the content types (GET /content-types lists them after the
 * built-ins, by slug and name). That answer carries no id; 0 stands for it, so a new reference
 * template to a custom resource cannot name `custom_object_id` until the app reads the
 * resources themselves.
 */
export function customResourcesOf(
  contentTypes: readonly ContentType[] | undefined,
): CustomResourceSummary[] {
  return (contentTypes ?? [])
    .filter((type) => !isBuiltInContentTypeSlug(type.slug))
    .map((type) => ({ id: 0, slug: type.slug, name: type.name }));
}
