import { messageDescriptor } from './catalogue/messageDescriptor.js';
import {
  builtInContentTypeSlugs,
  builtInEntityContentTypeSlugs,
  isBuiltInContentTypeSlug,
  type BuiltInContentTypeSlug,
} from './contentTypeSlugs.js';
import { defineMessages, type MessageDescriptor } from './messages/defineMessages.js';

/**
 * Human names of the built-in content types. The spec lists the slugs only (metafields.md,
 * section 3) and, in prose, "rich text", "file object", "JSON", "HTML" (companion document);
 * these names are ours, one per slug, checked complete by `satisfies`.
 */
export const contentTypeMessages = defineMessages({
  'contentType.text': 'Text',
  'contentType.rich_text': 'Rich text',
  'contentType.integer': 'Integer',
  'contentType.decimal': 'Decimal',
  'contentType.product': 'Product',
  'contentType.category': 'Category',
  'contentType.brand': 'Brand',
  'contentType.page': 'Page',
  'contentType.file': 'File',
  'contentType.file_and_label': 'File and label',
  'contentType.location': 'Location',
  'contentType.date': 'Date',
  'contentType.datetime': 'Date and time',
  'contentType.boolean': 'Boolean',
  'contentType.select': 'Select',
  'contentType.color': 'Color',
  'contentType.url': 'URL',
  'contentType.html': 'HTML',
  'contentType.json': 'JSON',
  // The single/list choice of entity types and references (companion document, field form).
  // `type` is the lowercase noun of the content type; 'categories' is the one irregular plural.
  'contentType.entityListType.single': 'Single {type}',
  'contentType.entityListType.list':
    'List of {type, select, category {categories} other {{type}s}}',
  // A reference's list names the resource by its plural name, which its owner wrote.
  'contentType.entityListType.listOfResource': 'List of {pluralName}',
}) satisfies Record<`contentType.${BuiltInContentTypeSlug}`, string>;

/** A custom resource as a content type needs it: its slug makes a field a reference to it. */
export interface CustomResourceSummary {
  id: number;
  name: string;
  slug: string;
  plural_name?: string | null;
}

/** An entry of the content type choice: a built-in type or a reference to a custom resource. */
export type ContentTypeOption =
  | { kind: 'builtIn'; slug: BuiltInContentTypeSlug; name: MessageDescriptor }
  | { kind: 'customResource'; slug: string; name: string; customResourceId: number };

export function builtInContentTypeName(slug: BuiltInContentTypeSlug): MessageDescriptor {
  return messageDescriptor(contentTypeMessages, `contentType.${slug}`);
}

/**
 * The custom resource a slug refers to. A built-in slug always means the built-in type, even if
 * a custom resource happens to carry the same slug.
 */
export function customResourceOfType(
  slug: string,
  customResources: readonly CustomResourceSummary[],
): CustomResourceSummary | undefined {
  if (isBuiltInContentTypeSlug(slug)) return undefined;
  return customResources.find((resource) => resource.slug === slug);
}

export function isCustomResourceType(
  slug: string,
  customResources: readonly CustomResourceSummary[],
): boolean {
  return customResourceOfType(slug, customResources) !== undefined;
}

/** Entity types hold references to records: brands, categories, files, ... and custom resources. */
export function isEntityType(
  slug: string,
  customResources: readonly CustomResourceSummary[] = [],
): boolean {
  return (
    (builtInEntityContentTypeSlugs as readonly string[]).includes(slug) ||
    isCustomResourceType(slug, customResources)
  );
}

/**
 * The content types a field or template may take: the built-ins in the spec's order, then one
 * reference type per custom resource. Resources whose slug shadows a built-in are left out.
 */
export function contentTypeOptions(
  customResources: readonly CustomResourceSummary[] = [],
): ContentTypeOption[] {
  const builtIns = builtInContentTypeSlugs.map((slug): ContentTypeOption => ({
    kind: 'builtIn',
    slug,
    name: builtInContentTypeName(slug),
  }));
  const references = customResources
    .filter((resource) => !isBuiltInContentTypeSlug(resource.slug))
    .map((resource): ContentTypeOption => ({
      kind: 'customResource',
      slug: resource.slug,
      name: resource.name,
      customResourceId: resource.id,
    }));
  return [...builtIns, ...references];
}

/**
 * What a content type column shows: the built-in's human name, the custom resource's name, else
 * the slug itself (spec: "human name, falling back to the slug").
 */
export function contentTypeDisplayName(
  slug: string,
  customResources: readonly CustomResourceSummary[] = [],
): MessageDescriptor | string {
  if (isBuiltInContentTypeSlug(slug)) return builtInContentTypeName(slug);
  return customResourceOfType(slug, customResources)?.name ?? slug;
}

/** Step of number inputs (companion document, field form): 1 for integer, 0.01 for decimal. */
export const numberSteps = { integer: 1, decimal: 0.01 } as const;

export function numberStepOf(slug: string): number | undefined {
  return slug === 'integer' || slug === 'decimal' ? numberSteps[slug] : undefined;
}

/**
 * Label of the single/list choice, 'Single {type}' or 'List of {type}s'. A built-in's noun is its
 * slug with spaces for underscores; a reference uses the resource's name, and its plural name
 * (else its name) for the list.
 */
export function entityListTypeLabel(
  entityListType: 'single' | 'list',
  slug: string,
  customResources: readonly CustomResourceSummary[] = [],
): MessageDescriptor {
  const resource = customResourceOfType(slug, customResources);
  if (resource && entityListType === 'list') {
    return messageDescriptor(contentTypeMessages, 'contentType.entityListType.listOfResource', {
      pluralName: resource.plural_name || resource.name,
    });
  }
  const type = resource ? resource.name : slug.replaceAll('_', ' ');
  return messageDescriptor(contentTypeMessages, `contentType.entityListType.${entityListType}`, {
    type,
  });
}
