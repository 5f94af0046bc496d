/** The eight resource types that carry metafields, and how each one's document serves them. */

export const RESOURCE_TYPES = [
  'product',
  'variant',
  'brand',
  'category',
  'channel',
  'customer',
  'order',
  'location',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Names of the query parameters a list endpoint may document (see `listQuery.ts`). */
export type ListParam =
  | 'id'
  | 'key'
  | 'key:in'
  | 'namespace'
  | 'namespace:in'
  | 'direction'
  | 'include_fields'
  | 'exclude_fields'
  | 'resource_id:in'
  | 'date_created'
  | 'date_modified'
  | 'date_created:min'
  | 'date_created:max'
  | 'date_modified:min'
  | 'date_modified:max'
  | 'cursor';

/** The operations of one resource type, named after what they do. */
export type MetafieldOperation =
  | 'list'
  | 'create'
  | 'get'
  | 'update'
  | 'delete'
  | 'batchList'
  | 'batchCreate'
  | 'batchUpdate'
  | 'batchDelete';

export interface MetafieldResource {
  type: ResourceType;
  /** The OpenAPI document (in `apps/platform/openapi/`) that describes this type's metafields. */
  document: string;
  /** The resource's table; a record exists if `SELECT 1 FROM table WHERE store_hash = ? AND id = ?`. */
  table: string;
  /** The collection of one resource's metafields, after `/v3`, with the document's parameter names. */
  path: string;
  /** The path parameter that names the resource (the last one of `path`). */
  resourceParam: string;
  /** For variants: the parent product's path parameter and the column that holds it. */
  parent?: { param: string; column: string };
  /** The path parameter of one metafield. */
  metafieldParam: string;
  /** The batch collection, after `/v3`. */
  batchPath: string;
  /** The query parameters each list documents (others are ignored, as the platform does). */
  listParams: readonly ListParam[];
  batchListParams: readonly ListParam[];
  /** Whether getting one metafield documents `include_fields` and `exclude_fields`. */
  getTakesFields: boolean;
  /** Whether the single create and update answer `data` as a list of one (customers). */
  singleAnswerIsList: boolean;
  /** `description`'s minimum length on the single endpoints (the batch schemas all say 0). */
  singleDescriptionMinLength: 0 | 1;
  /** Batch operations whose documented 422 carries `errors` as an object instead of a list. */
  objectErrorsOn: readonly MetafieldOperation[];
  /** Operations that document a 400 for a malformed request. */
  badRequestOn: readonly MetafieldOperation[];
}

const metafieldFilters = ['key', 'key:in', 'namespace', 'namespace:in', 'direction'] as const;
const dateRanges = [
  'date_created:min',
  'date_created:max',
  'date_modified:min',
  'date_modified:max',
] as const;
/** Every batch list documents these; `resource_id:in` is the products list's own filter. */
const batchList: readonly ListParam[] = [
  ...metafieldFilters,
  'include_fields',
  ...dateRanges,
  'cursor',
  'resource_id:in',
];
const usualBadRequests: readonly MetafieldOperation[] = [
  'create',
  'update',
  'batchCreate',
  'batchUpdate',
  'batchDelete',
];

const usual = {
  batchListParams: batchList,
  getTakesFields: false,
  singleAnswerIsList: false,
  singleDescriptionMinLength: 0,
  objectErrorsOn: [],
  badRequestOn: usualBadRequests,
} as const;

/** One entry per type; every route, check and answer is derived from this table. */
export const metafieldResources: readonly MetafieldResource[] = [
  {
    ...usual,
    type: 'product',
    getTakesFields: true,
    document: 'products_catalog.v3.yml',
    table: 'products',
    path: '/catalog/products/:product_id/metafields',
    resourceParam: 'product_id',
    metafieldParam: 'metafield_id',
    batchPath: '/catalog/products/metafields',
    listParams: [
      ...metafieldFilters,
      'include_fields',
      'exclude_fields',
      'resource_id:in',
      ...dateRanges,
      'cursor',
    ],
  },
  {
    ...usual,
    type: 'variant',
    getTakesFields: true,
    document: 'product-variants_catalog.v3.yml',
    table: 'variants',
    path: '/catalog/products/:product_id/variants/:variant_id/metafields',
    resourceParam: 'variant_id',
    parent: { param: 'product_id', column: 'product_id' },
    metafieldParam: 'metafield_id',
    batchPath: '/catalog/variants/metafields',
    listParams: [...metafieldFilters, 'include_fields', ...dateRanges, 'cursor'],
    singleDescriptionMinLength: 1,
  },
  {
    ...usual,
    type: 'brand',
    getTakesFields: true,
    document: 'brands_catalog.v3.yml',
    table: 'brands',
    path: '/catalog/brands/:brand_id/metafields',
    resourceParam: 'brand_id',
    metafieldParam: 'metafield_id',
    batchPath: '/catalog/brands/metafields',
    listParams: ['id', 'key', 'namespace', 'include_fields', 'exclude_fields', 'cursor'],
    objectErrorsOn: ['batchUpdate'],
    badRequestOn: [...usualBadRequests, 'batchList'],
  },
  {
    ...usual,
    type: 'category',
    getTakesFields: true,
    document: 'categories_catalog.v3.yml',
    table: 'categories',
    path: '/catalog/categories/:category_id/metafields',
    resourceParam: 'category_id',
    metafieldParam: 'metafield_id',
    batchPath: '/catalog/categories/metafields',
    // The path's parameters and the operation's own, together.
    listParams: [
      'id',
      ...metafieldFilters,
      'include_fields',
      'exclude_fields',
      ...dateRanges,
      'cursor',
    ],
  },
  {
    ...usual,
    type: 'channel',
    document: 'channels.v3.yml',
    table: 'channels',
    path: '/channels/:channel_id/metafields',
    resourceParam: 'channel_id',
    metafieldParam: 'metafield_id',
    batchPath: '/channels/metafields',
    listParams: [
      ...metafieldFilters,
      'include_fields',
      'date_created',
      'date_modified',
      ...dateRanges,
      'cursor',
    ],
    objectErrorsOn: ['batchCreate'],
  },
  {
    ...usual,
    type: 'customer',
    document: 'customers.v3.yml',
    table: 'customers',
    path: '/customers/:customerId/metafields',
    resourceParam: 'customerId',
    metafieldParam: 'metafieldId',
    batchPath: '/customers/metafields',
    listParams: [...metafieldFilters, 'include_fields', ...dateRanges, 'cursor'],
    singleAnswerIsList: true,
  },
  {
    ...usual,
    type: 'order',
    document: 'orders.v3.yml',
    table: 'orders',
    path: '/orders/:order_id/metafields',
    resourceParam: 'order_id',
    metafieldParam: 'metafield_id',
    batchPath: '/orders/metafields',
    listParams: [
      ...metafieldFilters,
      'include_fields',
      'date_created',
      'date_modified',
      ...dateRanges,
      'cursor',
    ],
    batchListParams: [...batchList, 'date_created', 'date_modified'],
  },
  {
    ...usual,
    type: 'location',
    document: 'locations.v3.yml',
    table: 'locations',
    path: '/inventory/locations/:location_id/metafields',
    resourceParam: 'location_id',
    metafieldParam: 'metafield_id',
    batchPath: '/inventory/locations/metafields',
    listParams: [...metafieldFilters, 'include_fields', ...dateRanges, 'cursor'],
    badRequestOn: ['create', 'update', 'batchCreate', 'batchUpdate'],
  },
];

export function resourceOf(type: ResourceType): MetafieldResource {
  const resource = metafieldResources.find((entry) => entry.type === type);
  if (!resource) throw new Error(`unknown resource type ${type}`);
  return resource;
}
