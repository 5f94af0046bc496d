import { describe, expect, it } from 'vitest';
import {
  canUseAsDisplayName,
  fieldOptionsForContentType,
  fieldWithContentType,
  newFieldValues,
} from './fieldForm.js';

const customResources = [{ id: 4, name: 'Recipe', slug: 'recipe' }];

describe('use_as_display_name (spec section 4)', () => {
  it('is allowed only for content type text', () => {
    expect(canUseAsDisplayName('text', [])).toBe(true);
    for (const contentType of ['rich_text', 'integer', 'select', 'product', 'url']) {
      expect(canUseAsDisplayName(contentType, [])).toBe(false);
    }
  });

  it('is forced off for references', () => {
    expect(canUseAsDisplayName('recipe', customResources)).toBe(false);
    expect(canUseAsDisplayName('text', customResources)).toBe(true);
  });

  it('is on by default when the resource has no fields', () => {
    expect(newFieldValues(0)).toEqual({
      name: '',
      meta_key: '',
      content_type: 'text',
      use_as_display_name: true,
      options: {},
    });
    expect(newFieldValues(3).use_as_display_name).toBe(false);
  });
});

describe('content type change', () => {
  it("sets a reference's options.custom_object_id to the referenced resource's id", () => {
    expect(fieldOptionsForContentType('recipe', customResources)).toEqual({ custom_object_id: 4 });
  });

  it('resets other options to none', () => {
    expect(fieldOptionsForContentType('integer', customResources)).toEqual({});
  });

  it('resets options and forces the display name off when barred', () => {
    const field = { ...newFieldValues(0), name: 'Title', options: { min: 2, max: 80 } };
    expect(fieldWithContentType(field, 'recipe', customResources)).toEqual({
      ...field,
      content_type: 'recipe',
      options: { custom_object_id: 4 },
      use_as_display_name: false,
    });
    expect(fieldWithContentType(field, 'text', [])).toMatchObject({
      options: {},
      use_as_display_name: true,
    });
  });
});
