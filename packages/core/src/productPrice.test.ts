import { describe, expect, it } from 'vitest';
import { productPrice, productSortKeys } from './productPrice.js';

describe('productPrice', () => {
  it('shows the sale price when it is above 0, else the normal price', () => {
    expect(productPrice({ price: 20, sale_price: 15 })).toBe(15);
    expect(productPrice({ price: 20, sale_price: 0 })).toBe(20);
  });
});

describe('productSortKeys', () => {
  it('sorts the Price column by the price it shows, not the base price', () => {
    expect(productSortKeys).toEqual({ name: 'name', sku: 'sku', price: 'calculated_price' });
  });
});
