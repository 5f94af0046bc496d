/**
 * The platform calls the browser may make through `/bc-api/stores/{hash}/…`: exactly those of
 * section 7 of both spec documents, and nothing else. A path is a list of segments after the
 * store; `{name}` is an id (a positive integer), anything else is a literal.
 */

export type GatewayMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One metafield, written alone: its value is at most 65,535 characters, which JSON escapes to
 * under 400 KB even when every character becomes `\uXXXX`; 1 MiB leaves room for the rest.
 */
export const SINGLE_BODY_LIMIT = 1024 * 1024;

/**
 * A batch from the browser is one record's shared fields (templates load 150 per record), a
 * few hundred typical metafields; 8 MiB holds that with a wide margin. Bulk writes (imports)
 * run as server jobs that call the platform directly, not through this gateway.
 */
export const BATCH_BODY_LIMIT = 8 * 1024 * 1024;

export interface GatewayRoute {
  /** What the family is, for logs and tests. */
  family: string;
  methods: readonly GatewayMethod[];
  /** Segments after `/bc-api/stores/{hash}/`, e.g. `v3/catalog/brands/{brand_id}`. */
  path: string;
  /** A v3 metafield path: the same path under `v2` is accepted and forwarded as v3. */
  v2Alias: boolean;
  /** Largest request body accepted, in bytes; 0 for a family that is only read. */
  bodyLimit: number;
}

const read = (family: string, path: string): GatewayRoute => ({
  family,
  methods: ['GET'],
  path,
  v2Alias: false,
  bodyLimit: 0,
});

/**
 * The eight resource types that carry metafields (spec section 7, platform proxy): the path of
 * one record, and the collection under which the type's batch endpoint sits.
 */
const metafieldOwners = [
  { type: 'product', record: 'catalog/products/{product_id}', batch: 'catalog/products' },
  {
    type: 'variant',
    record: 'catalog/products/{product_id}/variants/{variant_id}',
    batch: 'catalog/variants',
  },
  { type: 'brand', record: 'catalog/brands/{brand_id}', batch: 'catalog/brands' },
  { type: 'category', record: 'catalog/categories/{category_id}', batch: 'catalog/categories' },
  { type: 'channel', record: 'channels/{channel_id}', batch: 'channels' },
  { type: 'customer', record: 'customers/{customer_id}', batch: 'customers' },
  { type: 'order', record: 'orders/{order_id}', batch: 'orders' },
  { type: 'location', record: 'inventory/locations/{location_id}', batch: 'inventory/locations' },
] as const;

const metafieldRoutes = metafieldOwners.flatMap(({ type, record, batch }): GatewayRoute[] => [
  {
    family: `${type} metafields`,
    methods: ['GET', 'POST'],
    path: `v3/${record}/metafields`,
    v2Alias: true,
    bodyLimit: SINGLE_BODY_LIMIT,
  },
  {
    family: `${type} metafield`,
    methods: ['GET', 'PUT', 'DELETE'],
    path: `v3/${record}/metafields/{metafield_id}`,
    v2Alias: true,
    bodyLimit: SINGLE_BODY_LIMIT,
  },
  {
    family: `${type} metafields batch`,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    path: `v3/${batch}/metafields`,
    v2Alias: true,
    bodyLimit: BATCH_BODY_LIMIT,
  },
]);

/**
 * Reads: parent lookups (names of the records whose metafields are shown), the lists and
 * pickers, and the lookups by id list that references use (brands, categories, locations,
 * pages, products). The platform has no single customer or v3 order: customers are looked up
 * with `GET /v3/customers?id:in=…` and orders with `GET /v2/orders/{id}`.
 */
const readRoutes: GatewayRoute[] = [
  read('products', 'v3/catalog/products'),
  read('product', 'v3/catalog/products/{product_id}'),
  read('variants', 'v3/catalog/products/{product_id}/variants'),
  read('variant', 'v3/catalog/products/{product_id}/variants/{variant_id}'),
  // A product's variants list searches by SKU here (`product_id:in`, `sku`): the product's own
  // variants endpoint takes no filter, so a search could only see the page shown.
  read('variants by sku', 'v3/catalog/variants'),
  read('brands', 'v3/catalog/brands'),
  read('brand', 'v3/catalog/brands/{brand_id}'),
  read('categories', 'v3/catalog/categories'),
  read('category', 'v3/catalog/categories/{category_id}'),
  read('category trees', 'v3/catalog/trees'),
  read('category tree categories', 'v3/catalog/trees/categories'),
  read('category tree', 'v3/catalog/trees/{tree_id}/categories'),
  read('channels', 'v3/channels'),
  read('channel', 'v3/channels/{channel_id}'),
  read('customers', 'v3/customers'),
  // The rule builder's customer group picker pages and searches them (name:like).
  read('customer groups', 'v2/customer_groups'),
  read('customer group', 'v2/customer_groups/{customer_group_id}'),
  read('orders', 'v2/orders'),
  // v2's list carries no total: the orders list counts its pages from here, with its filters.
  read('order count', 'v2/orders/count'),
  read('order', 'v2/orders/{order_id}'),
  read('order statuses', 'v2/order_statuses'),
  read('locations', 'v3/inventory/locations'),
  read('pages', 'v3/content/pages'),
  read('page', 'v3/content/pages/{page_id}'),
  read('store profile', 'v2/store'),
];

export const gatewayRoutes: readonly GatewayRoute[] = [...metafieldRoutes, ...readRoutes];

/** Ids as the platform gives them: no sign, no leading zero, within a safe integer. */
const ID = /^[1-9][0-9]{0,14}$/;

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      return part.startsWith('{') ? ID.test(segment) : part === segment;
    })
  );
}

export type RouteMatch =
  | { kind: 'allowed'; route: GatewayRoute; upstreamPath: string }
  | { kind: 'method_not_allowed'; allow: readonly GatewayMethod[] }
  | { kind: 'not_allowed' };

const compiled = gatewayRoutes.map((route) => ({ route, pattern: route.path.split('/') }));

/**
 * Finds the call a raw path (segments after the store, still percent-encoded) and method make.
 * The upstream path is rebuilt from segments that are literals of the table or plain digits, so
 * nothing in it can climb out of the store's API.
 */
export function matchGatewayRoute(method: string, rawPath: string): RouteMatch {
  const segments = rawPath.split('/');
  const asV3 = segments[0] === 'v2' ? ['v3', ...segments.slice(1)] : undefined;
  const found = compiled.filter(
    ({ route, pattern }) =>
      matches(pattern, segments) || (route.v2Alias && asV3 !== undefined && matches(pattern, asV3)),
  );
  const route = found.find((entry) => entry.route.methods.some((m) => m === method))?.route;
  if (route) {
    const upstream = route.v2Alias && asV3 ? asV3 : segments;
    return { kind: 'allowed', route, upstreamPath: upstream.join('/') };
  }
  if (found.length > 0) {
    const allow = [...new Set(found.flatMap((entry) => entry.route.methods))];
    return { kind: 'method_not_allowed', allow };
  }
  return { kind: 'not_allowed' };
}
