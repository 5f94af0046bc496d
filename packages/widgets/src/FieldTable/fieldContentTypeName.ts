import {
  contentTypeDisplayName,
  isBuiltInContentTypeSlug,
  type ContentType,
  type CustomResourceSummary,
  type MessageDescriptor,
} from '@metafields/core';

/**
 * A field's content type by its human name: a built-in type's in the user's language, a
 * reference's by the resource's name, else the name GET /content-types gave, else the slug.
 */
export function fieldContentTypeName(
  slug: string,
  contentTypes: readonly ContentType[],
  customResources: readonly CustomResourceSummary[],
): MessageDescriptor | string {
  const name = contentTypeDisplayName(slug, customResources);
  if (isBuiltInContentTypeSlug(slug) || name !== slug) return name;
  const listed = contentTypes.find((contentType) => contentType.slug === slug)?.name;
  return listed !== undefined && listed !== '' ? listed : slug;
}
