/**
 * The built-in content type slugs (spec: metafields.md, section 3). A custom resource's slug is
 * a content type too, making the field a reference to that resource.
 */
export const builtInContentTypeSlugs = [
  'text',
  'rich_text',
  'integer',
  'decimal',
  'product',
  'category',
  'brand',
  'page',
  'file',
  'file_and_label',
  'location',
  'date',
  'datetime',
  'boolean',
  'select',
  'color',
  'url',
  'html',
  'json',
] as const;

export type BuiltInContentTypeSlug = (typeof builtInContentTypeSlugs)[number];

/**
 * The built-in content types of the entity-type group (spec: metafields.md, section 3): their
 * values point at records. Custom resources belong to the group too; see `isEntityType`.
 */
export const builtInEntityContentTypeSlugs = [
  'brand',
  'category',
  'file',
  'file_and_label',
  'location',
  'page',
  'product',
] as const satisfies readonly BuiltInContentTypeSlug[];

export type BuiltInEntityContentTypeSlug = (typeof builtInEntityContentTypeSlugs)[number];

export function isBuiltInContentTypeSlug(slug: string): slug is BuiltInContentTypeSlug {
  return (builtInContentTypeSlugs as readonly string[]).includes(slug);
}
