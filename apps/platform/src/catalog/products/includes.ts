import { allRows } from '../../statements.js';
import { serializeVariant, type VariantRow } from '../variants.js';
import type { PlatformDatabase } from '../../db.js';
import { sql } from '../../sql.js';
import type { ApiProduct } from './fields.js';
import { imagesOf, serializeImage } from './images.js';
import type { ProductInclude } from './listQuery.js';

/** The rows `select` finds for a page of products (its one parameter), grouped by product. */
function byProduct<Row extends { product_id: number }>(
  db: PlatformDatabase,
  select: string,
  productIds: readonly number[],
): Map<number, Row[]> {
  const grouped = new Map<number, Row[]>();
  const rows = allRows<Row>(db, sql(select, JSON.stringify(productIds)));
  for (const row of rows) {
    const list = grouped.get(row.product_id) ?? [];
    list.push(row);
    grouped.set(row.product_id, list);
  }
  return grouped;
}

interface OptionRow {
  product_id: number;
  id: number;
  display_name: string;
  type: string;
  sort_order: number;
  value_id: number;
  label: string;
  value_sort_order: number;
  is_default: number;
}

/** `productOption_Base` of each product's options, with their values. */
function optionsOf(db: PlatformDatabase, productIds: readonly number[]) {
  const rows = byProduct<OptionRow>(
    db,
    `SELECT o.product_id, o.id, o.display_name, o.type, o.sort_order, v.id AS value_id, v.label,
       v.sort_order AS value_sort_order, v.is_default
     FROM product_options AS o JOIN product_option_values AS v ON v.option_id = o.id
     WHERE o.product_id IN (SELECT value FROM json_each(?))
     ORDER BY o.product_id, o.sort_order, o.id, v.sort_order, v.id`,
    productIds,
  );
  const options = new Map<number, ApiProduct[]>();
  for (const [productId, list] of rows) {
    const byOption = new Map<number, ApiProduct & { option_values: ApiProduct[] }>();
    for (const row of list) {
      let option = byOption.get(row.id);
      if (!option) {
        option = {
          id: row.id,
          product_id: row.product_id,
          display_name: row.display_name,
          type: row.type,
          sort_order: row.sort_order,
          option_values: [],
        };
        byOption.set(row.id, option);
      }
      option.option_values.push({
        id: row.value_id,
        label: row.label,
        sort_order: row.value_sort_order,
        value_data: null,
        is_default: row.is_default === 1,
      });
    }
    options.set(productId, [...byOption.values()]);
  }
  return options;
}

/** Sub-resources the demo store has none of: the platform answers an empty list. */
const emptyIncludes = [
  'bulk_pricing_rules',
  'custom_fields',
  'modifiers',
  'parent_relations',
  'videos',
] as const;

/**
 * Adds the sub-resources asked for with `include` to a page of serialised products (only these
 * ever appear on a product), each kind loaded for the whole page in one query.
 */
export function addIncludes(
  db: PlatformDatabase,
  products: readonly ApiProduct[],
  include: readonly ProductInclude[],
  publicUrl: string,
): void {
  if (include.length === 0 || products.length === 0) return;
  const ids = products.map((product) => Number(product['id']));
  const wants = (name: ProductInclude) => include.includes(name);
  const images = wants('images') || wants('primary_image') ? imagesOf(db, ids) : undefined;
  const channels = wants('channels')
    ? byProduct<{ product_id: number; channel_id: number }>(
        db,
        `SELECT product_id, channel_id FROM product_channels
         WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, channel_id`,
        ids,
      )
    : undefined;
  const variants = wants('variants')
    ? byProduct<VariantRow>(
        db,
        `SELECT * FROM variants WHERE product_id IN (SELECT value FROM json_each(?))
         ORDER BY product_id, id`,
        ids,
      )
    : undefined;
  const options = wants('options') ? optionsOf(db, ids) : undefined;

  products.forEach((product, index) => {
    const id = ids[index] ?? 0;
    const own = images?.get(id) ?? [];
    if (wants('images')) product['images'] = own.map((image) => serializeImage(image, publicUrl));
    if (wants('primary_image')) {
      // The documents allow no null here: a product without images has no primary_image.
      const primary = own.find((image) => image.is_thumbnail === 1);
      if (primary) product['primary_image'] = serializeImage(primary, publicUrl);
    }
    if (channels) product['channels'] = (channels.get(id) ?? []).map((row) => row.channel_id);
    if (variants) product['variants'] = (variants.get(id) ?? []).map(serializeVariant);
    if (options) product['options'] = options.get(id) ?? [];
    for (const name of emptyIncludes) if (wants(name)) product[name] = [];
  });
}
