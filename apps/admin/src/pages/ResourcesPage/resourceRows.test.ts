import { describe, expect, it } from 'vitest';
import type { CustomObject } from '@metafields/core';
import { resourceRows, type ResourceRowTexts } from './resourceRows.js';

const texts: ResourceRowTexts = {
  nameOf: (type) => type[0]!.toUpperCase() + type.slice(1),
  descriptionOf: (type) => `About ${type}`,
  customDescriptionOf: (key) => `Custom resource, key ${key}`,
};

const recipe: CustomObject = {
  id: 4,
  name: 'Recipe',
  plural_name: 'Recipes',
  slug: 'recipe',
  field_count: 2,
};
const eclair: CustomObject = { id: 5, name: 'Éclair', plural_name: 'Éclairs', slug: 'eclair' };

describe('resourceRows', () => {
  const rows = resourceRows(
    'demo',
    [recipe, eclair],
    { products: 3 },
    texts,
    new Intl.Collator('en'),
  );

  it('sorts built-in types and custom resources together by name, accents as the language does', () => {
    expect(rows.map((row) => row.name)).toEqual([
      'Brands',
      'Categories',
      'Channels',
      'Customers',
      'Éclair',
      'Locations',
      'Orders',
      'Products',
      'Recipe',
      'Variants',
    ]);
  });

  it('leads a built-in type to its list and its shared metafields, counting its templates', () => {
    expect(rows.find((row) => row.id === 'products')).toEqual({
      id: 'products',
      name: 'Products',
      description: 'About products',
      metafieldCount: 3,
      href: '/stores/demo/products',
      sharedMetafieldsHref: '/stores/demo/templates/products',
    });
    // A type whose count is unknown (a plan that refuses it) shows none.
    expect(rows.find((row) => row.id === 'orders')?.metafieldCount).toBeUndefined();
  });

  it('leads a custom resource to its values and its settings, counting its fields', () => {
    expect(rows.find((row) => row.id === 'custom-4')).toEqual({
      id: 'custom-4',
      name: 'Recipe',
      description: 'Custom resource, key recipe',
      metafieldCount: 2,
      href: '/stores/demo/custom-object/4',
      sharedMetafieldsHref: '/stores/demo/custom-objects/4',
      customResource: recipe,
    });
  });
});
