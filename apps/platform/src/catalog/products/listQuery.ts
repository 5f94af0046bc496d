import * as z from 'zod';
import { invalidQuery } from '../../errors.js';
import type { Sql } from '../../sql.js';
import { productFilters } from './filters.js';
import { positiveInt, servedLimit } from '../../lists/paging.js';
import { whereOf, throwIfInvalid } from '../../lists/filters.js';
import { enumValue, listOf } from '../../lists/values.js';

/** `SortParam`'s enum, each with the column (indexed) it orders by. */
export const sortColumns = {
  id: 'id',
  name: 'name',
  sku: 'sku',
  price: 'price',
  date_modified: 'date_modified',
  date_last_imported: 'date_last_imported',
  inventory_level: 'inventory_level',
  is_visible: 'is_visible',
  total_sold: 'total_sold',
  calculated_price: 'calculated_price',
} as const;
export type ProductSort = keyof typeof sortColumns;

/** `IncludeFieldsParam`'s enum. */
// prettier-ignore
export const includableFields = [
  'name', 'type', 'sku', 'description', 'weight', 'width', 'depth', 'height', 'price',
  'cost_price', 'retail_price', 'sale_price', 'map_price', 'tax_class_id', 'product_tax_code',
  'calculated_price', 'categories', 'brand_id', 'option_set_id', 'option_set_display',
  'inventory_level', 'inventory_warning_level', 'inventory_tracking', 'reviews_rating_sum',
  'reviews_count', 'total_sold', 'fixed_cost_shipping_price', 'is_free_shipping', 'is_visible',
  'is_featured', 'related_products', 'warranty', 'bin_picking_number', 'layout_file', 'upc', 'mpn',
  'gtin', 'date_last_imported', 'search_keywords', 'availability', 'availability_description',
  'condition', 'is_condition_shown', 'order_quantity_minimum', 'order_quantity_maximum',
  'page_title', 'meta_keywords', 'meta_description', 'date_created', 'date_modified', 'view_count',
  'preorder_release_date', 'preorder_message', 'is_preorder_only', 'is_price_hidden',
  'price_hidden_label', 'custom_url', 'base_variant_id', 'open_graph_type', 'open_graph_title',
  'open_graph_description', 'open_graph_use_meta_description', 'open_graph_use_product_name',
  'open_graph_use_image',
] as const;

/** `IncludeParamBase`'s enum. */
// prettier-ignore
const includeValues = [
  'bulk_pricing_rules', 'channels', 'custom_fields', 'images', 'modifiers', 'options',
  'parent_relations', 'primary_image', 'reviews', 'variants', 'videos',
] as const;
/**
 * What the emulator includes: the sub-resources it keeps, and empty lists for those the demo
 * store has none of. Reviews are left out: products count reviews the emulator does not hold.
 */
const emulatedIncludes = [
  'bulk_pricing_rules',
  'channels',
  'custom_fields',
  'images',
  'modifiers',
  'options',
  'parent_relations',
  'primary_image',
  'variants',
  'videos',
] as const;
export type ProductInclude = (typeof emulatedIncludes)[number];

/** "When you specify `options` or `modifiers`, results are limited to 10 per page." */
const LIMIT_WITH_OPTIONS = 10;

/** `include`, `include_fields` and `exclude_fields`: the list's and the single product's. */
const shapeShape = {
  include: listOf(enumValue(includeValues))
    .refine(
      (values) => values.every((value) => (emulatedIncludes as readonly string[]).includes(value)),
      { error: `only ${emulatedIncludes.join(', ')} can be included by this emulator` },
    )
    .optional(),
  // The platform also takes `id` (always returned anyway) and the names of included
  // sub-resources, as the product's own list call sends them: `id,…,primary_image`.
  include_fields: listOf(enumValue([...includableFields, 'id', ...includeValues])).optional(),
  exclude_fields: listOf(z.string()).optional(),
};

const controlSchema = z.object({
  page: positiveInt.optional(),
  limit: positiveInt.optional(),
  sort: enumValue(Object.keys(sortColumns) as [ProductSort, ...ProductSort[]]).optional(),
  direction: enumValue(['asc', 'desc']).optional(),
  ...shapeShape,
});

export interface ProductShape {
  include: ProductInclude[];
  includeFields?: string[];
  excludeFields?: string[];
}

export interface ProductListQuery extends ProductShape {
  page: number;
  limit: number;
  sort: ProductSort;
  direction: 'asc' | 'desc';
  where: Sql[];
}

function errorsOf(error: z.ZodError, into: Record<string, string>): void {
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'query');
    into[key] ??= issue.message;
  }
}

function shapeOf(value: z.infer<z.ZodObject<typeof shapeShape>>): ProductShape {
  return {
    include: (value.include ?? []).filter((v): v is ProductInclude =>
      (emulatedIncludes as readonly string[]).includes(v),
    ),
    ...(value.include_fields ? { includeFields: value.include_fields } : {}),
    ...(value.exclude_fields ? { excludeFields: value.exclude_fields } : {}),
  };
}

/**
 * Reads and validates the products list's query. Unknown parameters are ignored, as the
 * platform does; a known one with a bad value is a 422 naming every bad parameter.
 */
export function parseProductListQuery(query: Record<string, string>, now: Date): ProductListQuery {
  const errors: Record<string, string> = {};
  const control = controlSchema.safeParse(query);
  if (!control.success) errorsOf(control.error, errors);
  const where = whereOf(query, productFilters, now, errors);
  throwIfInvalid(errors);
  if (!control.success) throw invalidQuery(errors);
  const value = control.data;
  const shape = shapeOf(value);
  const limited = shape.include.includes('options') || shape.include.includes('modifiers');
  return {
    page: value.page ?? 1,
    // Above the documented maximum, serve the maximum rather than refuse: clients page on.
    limit: servedLimit(value.limit, limited ? LIMIT_WITH_OPTIONS : undefined),
    sort: value.sort ?? 'id',
    direction: value.direction ?? 'asc',
    ...shape,
    where,
  };
}

/** `GET /catalog/products/{product_id}`'s query: `include`, `include_fields`, `exclude_fields`. */
export function parseProductQuery(query: Record<string, string>): ProductShape {
  const parsed = z.object(shapeShape).safeParse(query);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    errorsOf(parsed.error, errors);
    throw invalidQuery(errors);
  }
  return shapeOf(parsed.data);
}
