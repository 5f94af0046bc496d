import type { FilterResource } from './filterRule.js';

/**
 * How each filterable field reaches its resource's list endpoint, with the parameter names of the
 * platform's OpenAPI documents (shared/platform-openapi):
 * - orders: GET /v2/orders (orders.v2.oas2.yml);
 * - customers: GET /v3/customers (customers.v3.yml);
 * - products and variants: GET /v3/catalog/products (products_catalog.v3.yml). The variants list
 *   has no such filters, so variants are filtered through their products (the export's count is
 *   of products for variants too);
 * - categories: GET /v3/catalog/trees/categories (category-trees_catalog.v3.yml), the endpoint
 *   that knows tree_id; the deprecated /v3/catalog/categories does not.
 */
export type FieldParams =
  /** Date bounds, both inclusive on the platform. */
  | { kind: 'dateRange'; min: string; max: string }
  /** Number bounds, inclusive; `integer` lets > and < become exact by moving the bound by one. */
  | { kind: 'numberRange'; min: string; max: string; integer: boolean }
  /** One value, for 'Is'. */
  | { kind: 'equals'; param: string }
  /** A comma-separated list, for 'Is one of' and, where the platform has it, 'Is not one of'. */
  | { kind: 'list'; in: string; notIn?: string }
  /** 'true' or 'false'. */
  | { kind: 'bool'; param: string }
  /** Text: 'Contains' and, where the platform has it, 'Is'. */
  | { kind: 'text'; contains: string; equals?: string };

const productParams = {
  id: { kind: 'numberRange', min: 'id:min', max: 'id:max', integer: true },
  brand_id: { kind: 'equals', param: 'brand_id' },
  categories: { kind: 'list', in: 'categories:in' },
  availability: { kind: 'equals', param: 'availability' },
  condition: { kind: 'equals', param: 'condition' },
  is_visible: { kind: 'bool', param: 'is_visible' },
  keyword: { kind: 'text', contains: 'keyword' },
  date_modified: { kind: 'dateRange', min: 'date_modified:min', max: 'date_modified:max' },
} as const satisfies Record<string, FieldParams>;

export const platformParams = {
  orders: {
    date_created: { kind: 'dateRange', min: 'min_date_created', max: 'max_date_created' },
    date_modified: { kind: 'dateRange', min: 'min_date_modified', max: 'max_date_modified' },
    status_id: { kind: 'equals', param: 'status_id' },
    // Totals are decimals in the store's currency: no "next value" exists, so > and < stay inclusive.
    total: { kind: 'numberRange', min: 'min_total', max: 'max_total', integer: false },
    channel_id: { kind: 'equals', param: 'channel_id' },
    id: { kind: 'numberRange', min: 'min_id', max: 'max_id', integer: true },
  },
  customers: {
    date_created: { kind: 'dateRange', min: 'date_created:min', max: 'date_created:max' },
    date_modified: { kind: 'dateRange', min: 'date_modified:min', max: 'date_modified:max' },
    // The platform matches companies exactly: 'Contains' is the closest it offers.
    company: { kind: 'text', contains: 'company:in' },
    customer_group_id: { kind: 'list', in: 'customer_group_id:in' },
    name: { kind: 'text', contains: 'name:like' },
  },
  products: productParams,
  variants: productParams,
  categories: {
    tree_id: { kind: 'list', in: 'tree_id:in', notIn: 'tree_id:not_in' },
    category_id: { kind: 'list', in: 'category_id:in', notIn: 'category_id:not_in' },
    name: { kind: 'text', contains: 'name:like', equals: 'name' },
  },
} as const satisfies Record<FilterResource, Record<string, FieldParams>>;

export function fieldParams(resource: FilterResource, field: string): FieldParams | undefined {
  const params: Readonly<Record<string, FieldParams>> = platformParams[resource];
  return Object.hasOwn(params, field) ? params[field] : undefined;
}
