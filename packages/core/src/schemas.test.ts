import { describe, expect, it } from 'vitest';
import { loginInputSchema, productSchema } from './schemas.js';

describe('productSchema', () => {
  it('accepts a product as the platform lists it, with or without a primary image', () => {
    const product = {
      id: 1,
      name: 'Mug',
      sku: 'MUG-1',
      price: 12,
      sale_price: 0,
      is_visible: true,
    };
    expect(productSchema.parse(product)).toEqual(product);
    expect(productSchema.parse({ ...product, primary_image: null }).primary_image).toBeNull();
  });

  it('rejects a product without a name', () => {
    expect(
      productSchema.safeParse({ id: 1, sku: 'x', price: 1, sale_price: 0, is_visible: true })
        .success,
    ).toBe(false);
  });
});

describe('loginInputSchema', () => {
  it('needs an email address and a non-empty password', () => {
    expect(loginInputSchema.safeParse({ email: 'demo@example.com', password: 'x' }).success).toBe(
      true,
    );
    const bad = loginInputSchema.safeParse({ email: 'not-an-email', password: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path[0])).toEqual(['email', 'password']);
  });
});
