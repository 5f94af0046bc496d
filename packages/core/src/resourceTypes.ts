/** The built-in resource types that carry metafields (spec: metafields.md, section 1). */
export const resourceTypes = [
  { singular: 'brand', plural: 'brands' },
  { singular: 'category', plural: 'categories' },
  { singular: 'channel', plural: 'channels' },
  { singular: 'customer', plural: 'customers' },
  { singular: 'location', plural: 'locations' },
  { singular: 'order', plural: 'orders' },
  { singular: 'product', plural: 'products' },
  { singular: 'variant', plural: 'variants' },
] as const;

export type ResourceType = (typeof resourceTypes)[number]['singular'];
export type ResourceTypePlural = (typeof resourceTypes)[number]['plural'];
