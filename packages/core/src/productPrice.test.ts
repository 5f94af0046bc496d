import { describe, expect, it } from 'vitest';
import { productPrice } from './productPrice.js';

describe('productPrice', () => {
  it('shows the sale price when it is above 0, else the normal price', () => {
    expect(productPrice({ price: 20, sale_price: 15 })).toBe(15);
    expect(productPrice({ price: 20, sale_price: 0 })).toBe(20);
  });
});
