import { likeContains, placeholders, sql } from '../../sql.js';
import {
  dateFilter,
  dateFilters,
  filter,
  flag,
  integerFilters,
  type ListFilter,
} from '../../lists/filters.js';
import {
  boolValue,
  enumValue,
  intValue,
  listOf,
  numberValue,
  textValue,
} from '../../lists/values.js';

const tracked = `inventory_tracking <> 'none'`;

/** Every documented filter except the paging, sorting and shaping parameters. */
export const productFilters: readonly ListFilter[] = [
  ...integerFilters('id'),
  // Products listed on any of the channels.
  filter('channel_id:in', listOf(intValue), (v) =>
    sql(
      `id IN (SELECT product_id FROM product_channels WHERE channel_id IN (${placeholders(v.length)}))`,
      ...v,
    ),
  ),
  filter('name', textValue, (v) => sql('name = ?', v)),
  filter('sku', textValue, (v) => sql('sku = ?', v)),
  filter('sku:in', listOf(textValue), (v) => sql(`sku IN (${placeholders(v.length)})`, ...v)),
  filter('mpn', textValue, (v) => sql('mpn = ?', v)),
  filter('upc', textValue, (v) => sql('upc = ?', v)),
  filter('price', numberValue, (v) => sql('price = ?', v)),
  // Not in the document's list, but on the platform's reference pages and sent by clients.
  filter('price:min', numberValue, (v) => sql('price >= ?', v)),
  filter('price:max', numberValue, (v) => sql('price <= ?', v)),
  filter('weight', numberValue, (v) => sql('weight = ?', v)),
  filter('condition', enumValue(['new', 'used', 'refurbished']), (v) =>
    sql('lower(condition) = ?', v),
  ),
  filter('brand_id', intValue, (v) => sql('brand_id = ?', v)),
  filter('type', enumValue(['digital', 'physical']), (v) => sql('type = ?', v)),
  filter('availability', enumValue(['available', 'disabled', 'preorder']), (v) =>
    sql('availability = ?', v),
  ),
  flag('is_visible', 'is_visible'),
  flag('is_featured', 'is_featured'),
  flag('is_free_shipping', 'is_free_shipping'),
  ...integerFilters('inventory_level'),
  filter('inventory_low', boolValue, (v) =>
    sql(`${v ? '' : 'NOT '}(${tracked} AND inventory_level <= inventory_warning_level)`),
  ),
  filter('out_of_stock', boolValue, (v) =>
    sql(`${v ? '' : 'NOT '}(${tracked} AND inventory_level <= 0)`),
  ),
  filter('total_sold', intValue, (v) => sql('total_sold = ?', v)),
  ...dateFilters('date_modified'),
  dateFilter('date_last_imported', 'date_last_imported', '='),
  dateFilter('date_last_imported:not', 'date_last_imported', '<>'),
  dateFilter('date_last_imported:min', 'date_last_imported', '>='),
  dateFilter('date_last_imported:max', 'date_last_imported', '<='),
  // As documented: only products whose sole category is this one.
  filter('categories', intValue, (v) => sql(`json(categories) = json_array(?)`, v)),
  // As documented: products in all of the listed categories.
  filter('categories:in', listOf(intValue), (v) =>
    sql(
      `NOT EXISTS (SELECT 1 FROM json_each(?) AS wanted
        WHERE wanted.value NOT IN (SELECT value FROM json_each(products.categories)))`,
      JSON.stringify(v),
    ),
  ),
  // As documented: every whitespace-separated term must appear in the name, the description,
  // the SKU or the brand's name, in any case.
  filter('keyword', textValue, (v) => {
    const terms = v.split(/\s+/).filter((term) => term !== '');
    if (terms.length === 0) return sql('1 = 1');
    const one = `name LIKE ? ESCAPE '\\' OR description LIKE ? ESCAPE '\\' OR sku LIKE ? ESCAPE '\\'
      OR (store_hash, brand_id) IN (SELECT store_hash, id FROM brands WHERE name LIKE ? ESCAPE '\\')`;
    return sql(
      terms.map(() => `(${one})`).join(' AND '),
      ...terms.flatMap((term) => Array<string>(4).fill(likeContains(term))),
    );
  }),
  filter('keyword_context', enumValue(['shopper', 'merchant']), () => sql('1 = 1')),
];
