import * as z from 'zod';
import { invalidQuery } from '../errors.js';
import type { Sql } from '../sql.js';
import { productFilters } from './filters.js';
import { whereOf, throwIfInvalid } from '../query/filters.js';
import { enumValue, intValue, listOf } from '../query/values.js';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 250;

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

/** `IncludeParamBase`'s enum, and the part of it the emulator can build so far. */
// prettier-ignore
const includeValues = [
  'bulk_pricing_rules', 'channels', 'custom_fields', 'images', 'modifiers', 'options',
  'parent_relations', 'primary_image', 'reviews', 'variants', 'videos',
] as const;
const emulatedIncludes = ['channels', 'images', 'primary_image'] as const;
export type ProductInclude = (typeof emulatedIncludes)[number];

const positive = intValue.pipe(
  z
    .number()
    .min(1, { error: 'must be a positive integer' })
    .max(2_147_483_647, { error: 'is too large' }),
);

const controlSchema = z.object({
  page: positive.optional(),
  limit: positive.optional(),
  sort: enumValue(Object.keys(sortColumns) as [ProductSort, ...ProductSort[]]).optional(),
  direction: enumValue(['asc', 'desc']).optional(),
  include: listOf(enumValue(includeValues))
    .refine(
      (values) => values.every((value) => (emulatedIncludes as readonly string[]).includes(value)),
      { error: `only ${emulatedIncludes.join(', ')} can be included by this emulator so far` },
    )
    .optional(),
  // The platform also takes `id` (always returned anyway) and the names of included
  // sub-resources, as the product's own list call sends them: `id,…,primary_image`.
  include_fields: listOf(enumValue([...includableFields, 'id', ...includeValues])).optional(),
  exclude_fields: listOf(z.string()).optional(),
});

export interface ProductListQuery {
  page: number;
  limit: number;
  sort: ProductSort;
  direction: 'asc' | 'desc';
  include: ProductInclude[];
  includeFields?: string[];
  excludeFields?: string[];
  where: Sql[];
}

/**
 * Reads and validates the products list's query. Unknown parameters are ignored, as the
 * platform does; a known one with a bad value is a 422 naming every bad parameter.
 */
export function parseProductListQuery(query: Record<string, string>, now: Date): ProductListQuery {
  const errors: Record<string, string> = {};
  const control = controlSchema.safeParse(query);
  if (!control.success) {
    for (const issue of control.error.issues) {
      const key = String(issue.path[0] ?? 'query');
      errors[key] ??= issue.message;
    }
  }
  const where = whereOf(query, productFilters, now, errors);
  throwIfInvalid(errors);
  if (!control.success) throw invalidQuery(errors);
  const value = control.data;
  return {
    page: value.page ?? 1,
    // Above the documented maximum, serve the maximum rather than refuse: clients page on.
    limit: Math.min(value.limit ?? DEFAULT_LIMIT, MAX_LIMIT),
    sort: value.sort ?? 'id',
    direction: value.direction ?? 'asc',
    include: (value.include ?? []).filter((v): v is ProductInclude =>
      (emulatedIncludes as readonly string[]).includes(v),
    ),
    ...(value.include_fields ? { includeFields: value.include_fields } : {}),
    ...(value.exclude_fields ? { excludeFields: value.exclude_fields } : {}),
    where,
  };
}
