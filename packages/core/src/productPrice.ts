import type { Product } from './schemas.js';

/** The spec's price rule: the sale price when above 0, otherwise the normal price. */
export const productPrice = (product: Pick<Product, 'price' | 'sale_price'>): number =>
  product.sale_price > 0 ? product.sale_price : product.price;

/**
 * The platform's sort key of each sortable column of the products table. Price shows
 * `productPrice`, so it sorts by `calculated_price`, which the platform derives the same way
 * (the sale price if set, else the default price); `price` would order by the base price while
 * the column shows the sale price.
 */
export const productSortKeys = {
  name: 'name',
  sku: 'sku',
  price: 'calculated_price',
} as const;
export type ProductSortColumn = keyof typeof productSortKeys;
