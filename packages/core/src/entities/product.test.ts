import { describe, expect, it } from 'vitest';
import { productSchema } from './product.js';

const product = { id: 1, name: 'Mug', sku: 'MUG-1', price: 12, sale_price: 0, is_visible: true };

describe('productSchema', () => {
  it('reads a product as the platform lists it, with or without a primary image', () => {
    expect(productSchema.parse(product)).toEqual(product);
    expect(productSchema.parse({ ...product, primary_image: null }).primary_image).toBeNull();
    const image = { url_thumbnail: 'https://cdn.example.com/mug.jpg' };
    expect(productSchema.parse({ ...product, primary_image: image }).primary_image).toEqual(image);
  });

  it('names the wrong field', () => {
    const { name: _name, ...nameless } = product;
    expect(productSchema.safeParse(nameless).error?.issues[0]?.path).toEqual(['name']);
    expect(
      productSchema.safeParse({ ...product, primary_image: {} }).error?.issues[0]?.path,
    ).toEqual(['primary_image', 'url_thumbnail']);
  });
});
