import { resourceTypes, type CustomObject, type ResourceTypePlural } from '@metafields/core';
import { storeNavPath } from '../../layout/storeNav.js';
import type { BuiltInMetafieldCounts } from './builtInMetafieldCounts.js';

/** One row of the resources list: a built-in type or a custom resource. */
export interface ResourceRow {
  /** The plural slug of a built-in type; `custom-{id}` for a custom resource. */
  id: string;
  name: string;
  description: string;
  /** Shared metafields of a built-in type, fields of a custom resource; unknown: no label. */
  metafieldCount: number | undefined;
  /** Where the row leads: the type's list, or the custom resource's values. */
  href: string;
  /** 'Manage shared metafields': the type's templates, or the custom resource's settings. */
  sharedMetafieldsHref: string;
  /** The custom resource, which the row menu can delete; built-in types cannot be. */
  customResource?: CustomObject;
}

export interface ResourceRowTexts {
  /** A built-in type's name, by its plural slug: 'Products'. */
  nameOf: (type: ResourceTypePlural) => string;
  /** A built-in type's description, by its plural slug. */
  descriptionOf: (type: ResourceTypePlural) => string;
  /** A custom resource's description, from its key. */
  customDescriptionOf: (key: string) => string;
}

/**
 * The resources list (spec section 2): the built-in types and the store's custom resources in
 * one list, sorted by the name shown, as the person's language sorts it.
 */
export function resourceRows(
  storeHash: string,
  customResources: readonly CustomObject[],
  counts: BuiltInMetafieldCounts,
  texts: ResourceRowTexts,
  collator: Intl.Collator,
): ResourceRow[] {
  const store = storeNavPath(storeHash, 'resources');
  const builtIn = resourceTypes.map(({ plural }): ResourceRow => ({
    id: plural,
    name: texts.nameOf(plural),
    description: texts.descriptionOf(plural),
    metafieldCount: counts[plural],
    href: `${store}/${plural}`,
    // The templates route names the type by its plural, as the store's lists do.
    sharedMetafieldsHref: `${store}/templates/${plural}`,
  }));
  const custom = customResources.map((resource): ResourceRow => ({
    id: `custom-${resource.id}`,
    name: resource.name,
    description: texts.customDescriptionOf(resource.slug),
    metafieldCount: resource.field_count,
    href: `${store}/custom-object/${resource.id}`,
    sharedMetafieldsHref: `${store}/custom-objects/${resource.id}`,
    customResource: resource,
  }));
  return [...builtIn, ...custom].sort((a, b) => collator.compare(a.name, b.name));
}
