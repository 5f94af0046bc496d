import type { Random } from '../../prng.js';

/** An order's money, in cents, so that the parts always add up to the total. */
export interface OrderTotals {
  itemsTotal: number;
  subtotalExTax: number;
  shippingExTax: number;
  discount: number;
  totalExTax: number;
  totalTax: number;
  totalIncTax: number;
}

/** Sales tax of the store's home state, applied to goods after discounts. */
const TAX_RATE = 0.0825;
const FREE_SHIPPING_FROM = 7_500;

export function randomTotals(
  random: Random,
  options: { minItems: number; shipped: boolean; taxExempt: boolean },
): OrderTotals {
  const itemsTotal = Math.max(options.minItems, 1 + Math.floor(random.next() ** 2 * 7));
  let subtotalExTax = 0;
  for (let i = 0; i < itemsTotal; i += 1) subtotalExTax += random.int(12, 140) * 100 - 1;
  const shippingExTax =
    !options.shipped || subtotalExTax >= FREE_SHIPPING_FROM ? 0 : random.pick([599, 899, 1299]);
  const discount = random.chance(0.1) ? Math.round(subtotalExTax * 0.1) : 0;
  const totalExTax = subtotalExTax + shippingExTax - discount;
  const totalTax = options.taxExempt ? 0 : Math.round((subtotalExTax - discount) * TAX_RATE);
  return {
    itemsTotal,
    subtotalExTax,
    shippingExTax,
    discount,
    totalExTax,
    totalTax,
    totalIncTax: totalExTax + totalTax,
  };
}
