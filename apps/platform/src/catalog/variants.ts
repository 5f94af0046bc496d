import { filter, integerFilters } from '../lists/filters.js';
import { intValue, listOf, textValue } from '../lists/values.js';
import { placeholders, sql } from '../sql.js';
import type { ListSpec } from './listQuery.js';

export interface VariantRow {
  id: number;
  store_hash: string;
  product_id: number;
  sku: string;
  sku_id: number | null;
  price: number;
  cost_price: number;
  sale_price: number;
  retail_price: number;
  map_price: number;
  calculated_price: number;
  weight: number;
  width: number;
  height: number;
  depth: number;
  is_free_shipping: number;
  fixed_cost_shipping_price: number;
  purchasing_disabled: number;
  purchasing_disabled_message: string;
  image_url: string;
  upc: string;
  mpn: string;
  gtin: string;
  inventory_level: number;
  inventory_warning_level: number;
  bin_picking_number: string;
  option_values: string;
}

export interface VariantOptionValue {
  id: number;
  label: string;
  option_id: number;
  option_display_name: string;
}

/**
 * `productVariant_Full`, in the documents' order. A base variant has no SKU record: the
 * platform writes `sku_id: null`, which the documents do not allow, so it is left out.
 */
export function serializeVariant(row: VariantRow) {
  return {
    id: row.id,
    product_id: row.product_id,
    sku: row.sku,
    ...(row.sku_id === null ? {} : { sku_id: row.sku_id }),
    price: row.price,
    calculated_price: row.calculated_price,
    sale_price: row.sale_price,
    retail_price: row.retail_price,
    map_price: row.map_price,
    weight: row.weight,
    calculated_weight: row.weight,
    width: row.width,
    height: row.height,
    depth: row.depth,
    is_free_shipping: row.is_free_shipping === 1,
    fixed_cost_shipping_price: row.fixed_cost_shipping_price,
    purchasing_disabled: row.purchasing_disabled === 1,
    purchasing_disabled_message: row.purchasing_disabled_message,
    image_url: row.image_url,
    cost_price: row.cost_price,
    upc: row.upc,
    mpn: row.mpn,
    gtin: row.gtin,
    inventory_level: row.inventory_level,
    inventory_warning_level: row.inventory_warning_level,
    bin_picking_number: row.bin_picking_number,
    option_values: JSON.parse(row.option_values) as VariantOptionValue[],
  };
}

/** `GET /catalog/products/{product_id}/variants`: paging and fields only. */
export const productVariantList: ListSpec = { filters: [] };

/**
 * `GET /catalog/variants` (getVariants): `id`, `sku`, `upc`, `product_id:in`, and the `id:in`
 * and `sku:in` of the platform's reference pages.
 */
export const variantList: ListSpec = {
  filters: [
    ...integerFilters('id'),
    filter('sku', textValue, (v) => sql('sku = ?', v)),
    filter('sku:in', listOf(textValue), (v) => sql(`sku IN (${placeholders(v.length)})`, ...v)),
    filter('upc', textValue, (v) => sql('upc = ?', v)),
    filter('product_id:in', listOf(intValue), (v) =>
      sql(`product_id IN (${placeholders(v.length)})`, ...v),
    ),
  ],
};
