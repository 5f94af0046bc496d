import type * as z from 'zod';
import { isDateOnly, parseFilterDate } from '../dates.js';
import { likeContains, placeholders, sql, type Sql } from '../sql.js';
import {
  boolValue,
  enumValue,
  firstIssue,
  intValue,
  listOf,
  numberValue,
  textValue,
} from './queryValues.js';

/** One filter query parameter of `GET /catalog/products`, turned into a WHERE condition. */
export interface ProductFilter {
  param: string;
  /** The condition for a raw value, or the reason the value is invalid. */
  toSql(raw: string, now: Date): Sql | { error: string };
}

function filter<T>(
  param: string,
  schema: z.ZodType<T, string>,
  where: (value: T, now: Date) => Sql | { error: string },
): ProductFilter {
  return {
    param,
    toSql(raw, now) {
      const parsed = schema.safeParse(raw);
      return parsed.success ? where(parsed.data, now) : { error: firstIssue(parsed.error) };
    },
  };
}

/** `column`, `column:in`, `column:not_in`, `column:min|max|greater|less` for an integer column. */
function integerFilters(column: string, withEquality = true): ProductFilter[] {
  const list = listOf(intValue);
  return [
    ...(withEquality ? [filter(column, intValue, (v) => sql(`${column} = ?`, v))] : []),
    filter(`${column}:in`, list, (v) => sql(`${column} IN (${placeholders(v.length)})`, ...v)),
    filter(`${column}:not_in`, list, (v) =>
      sql(`${column} NOT IN (${placeholders(v.length)})`, ...v),
    ),
    filter(`${column}:min`, intValue, (v) => sql(`${column} >= ?`, v)),
    filter(`${column}:max`, intValue, (v) => sql(`${column} <= ?`, v)),
    filter(`${column}:greater`, intValue, (v) => sql(`${column} > ?`, v)),
    filter(`${column}:less`, intValue, (v) => sql(`${column} < ?`, v)),
  ];
}

function dateFilter(param: string, column: string, operator: '=' | '>=' | '<=' | '<>') {
  return filter(param, textValue, (value, now) => {
    const date = parseFilterDate(value, now);
    if (date === undefined)
      return { error: 'must be a date (YYYY-MM-DD) or an ISO 8601 date-time' };
    if (operator === '=' && isDateOnly(value)) return sql(`substr(${column}, 1, 10) = ?`, value);
    if (operator === '<>') return sql(`${column} IS NULL OR ${column} <> ?`, date);
    return sql(`${column} ${operator} ?`, date);
  });
}

const flag = (param: string, column: string) =>
  filter(param, boolValue, (v) => sql(`${column} = ?`, v ? 1 : 0));

const tracked = `inventory_tracking <> 'none'`;

/** Every documented filter except the paging, sorting and shaping parameters. */
export const productFilters: readonly ProductFilter[] = [
  ...integerFilters('id'),
  // Each store has exactly one channel (id 1) until channels are emulated.
  filter('channel_id:in', listOf(intValue), (v) => sql(v.includes(1) ? '1 = 1' : '1 = 0')),
  filter('name', textValue, (v) => sql('name = ?', v)),
  filter('sku', textValue, (v) => sql('sku = ?', v)),
  filter('sku:in', listOf(textValue), (v) => sql(`sku IN (${placeholders(v.length)})`, ...v)),
  filter('mpn', textValue, (v) => sql('mpn = ?', v)),
  filter('upc', textValue, (v) => sql('upc = ?', v)),
  filter('price', numberValue, (v) => sql('price = ?', v)),
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
  dateFilter('date_modified', 'date_modified', '='),
  dateFilter('date_modified:min', 'date_modified', '>='),
  dateFilter('date_modified:max', 'date_modified', '<='),
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
  // Every whitespace-separated term must appear in the name or the SKU, in any case.
  filter('keyword', textValue, (v) => {
    const terms = v.split(/\s+/).filter((term) => term !== '');
    if (terms.length === 0) return sql('1 = 1');
    const one = `name LIKE ? ESCAPE '\\' OR sku LIKE ? ESCAPE '\\'`;
    return sql(
      terms.map(() => `(${one})`).join(' AND '),
      ...terms.flatMap((term) => [likeContains(term), likeContains(term)]),
    );
  }),
  filter('keyword_context', enumValue(['shopper', 'merchant']), () => sql('1 = 1')),
];
