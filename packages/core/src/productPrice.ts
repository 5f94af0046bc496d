import type { Product } from './schemas.js';

/** The spec's price rule: the sale price when above 0, otherwise the normal price. */
export const productPrice = (product: Pick<Product, 'price' | 'sale_price'>): number =>
  product.sale_price > 0 ? product.sale_price : product.price;
