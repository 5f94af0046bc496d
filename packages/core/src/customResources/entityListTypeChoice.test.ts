import { describe, expect, it } from 'vitest';
import { entityListTypeChoice } from './entityListTypeChoice.js';
import { renderText } from '../catalogue/testing/renderText.js';

const customResources = [{ id: 4, name: 'Recipe', plural_name: 'Recipes', slug: 'recipe' }];

const labels = (contentType: string) => {
  const choice = entityListTypeChoice(contentType, customResources);
  return choice && [renderText(choice.single), renderText(choice.list)];
};

describe('entityListTypeChoice (spec section 2: field form)', () => {
  it("labels 'Single {type}' and 'List of {type}s' for built-in entity types", () => {
    expect(labels('product')).toEqual(['Single product', 'List of products']);
    expect(labels('brand')).toEqual(['Single brand', 'List of brands']);
    expect(labels('page')).toEqual(['Single page', 'List of pages']);
  });

  it("says 'categories' for category", () => {
    expect(labels('category')).toEqual(['Single category', 'List of categories']);
  });

  it('is shown for references to custom resources', () => {
    expect(labels('recipe')).toEqual(['Single Recipe', 'List of Recipes']);
  });

  it('is not shown for other content types', () => {
    for (const contentType of ['text', 'select', 'integer', 'unknown']) {
      expect(entityListTypeChoice(contentType, customResources)).toBeNull();
    }
  });
});
