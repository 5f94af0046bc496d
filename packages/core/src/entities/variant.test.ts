import { describe, expect, it } from 'vitest';
import { variantSchema } from './variant.js';

const variant = {
  id: 382,
  sku: 'SMIT',
  image_url: '',
  option_values: [{ label: 'Beige', option_display_name: 'Color' }],
};

describe('variantSchema', () => {
  it('reads a variant with its option labels', () => {
    expect(variantSchema.parse(variant)).toEqual(variant);
    expect(variantSchema.parse({ ...variant, option_values: [] }).option_values).toEqual([]);
  });

  it('names the wrong field', () => {
    expect(
      variantSchema.safeParse({ ...variant, option_values: [{ id: 174 }] }).error?.issues[0]?.path,
    ).toEqual(['option_values', 0, 'label']);
    const { image_url: _image, ...imageless } = variant;
    expect(variantSchema.safeParse(imageless).error?.issues[0]?.path).toEqual(['image_url']);
  });
});
