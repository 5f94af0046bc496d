import { describe, expect, it } from 'vitest';
import { newTemplateValues, templateUniqueId } from './template.js';

describe('newTemplateValues (spec section 3)', () => {
  it("defaults to namespace 'shared', storefront on, content type rich_text", () => {
    expect(newTemplateValues()).toEqual({
      name: '',
      namespace: 'shared',
      meta_key: '',
      description: '',
      content_type: 'rich_text',
      options: {},
      use_on_storefront: true,
      sort_order: 1,
    });
  });

  it('sets sort_order to the count of existing templates plus 1', () => {
    expect(newTemplateValues(0).sort_order).toBe(1);
    expect(newTemplateValues(7).sort_order).toBe(8);
  });
});

describe('templateUniqueId', () => {
  it('is namespace.key', () => {
    expect(templateUniqueId({ namespace: 'shared', meta_key: 'care-instructions' })).toBe(
      'shared.care-instructions',
    );
  });
});
