import { describe, expect, it } from 'vitest';
import { templateOptionsForContentType } from './templateOptions.js';

const customResources = [{ id: 12, name: 'Recipes', slug: 'recipes' }];

describe('templateOptionsForContentType (spec section 4)', () => {
  it("gives entity types entity_list_type 'single'", () => {
    for (const contentType of [
      'brand',
      'category',
      'file',
      'file_and_label',
      'location',
      'page',
      'product',
    ]) {
      expect(templateOptionsForContentType(contentType, customResources)).toEqual({
        entity_list_type: 'single',
      });
    }
  });

  it('sets custom_object_id for a custom-resource content type', () => {
    expect(templateOptionsForContentType('recipes', customResources)).toEqual({
      entity_list_type: 'single',
      custom_object_id: 12,
    });
  });

  it('gives other types no options', () => {
    for (const contentType of ['text', 'rich_text', 'select', 'integer', 'json', 'unknown']) {
      expect(templateOptionsForContentType(contentType, customResources)).toEqual({});
    }
  });
});
