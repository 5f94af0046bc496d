import type { ResourceType } from '../resourceTypes.js';
import { graphqlAlias } from './graphqlAlias.js';

/**
 * The example Storefront GraphQL query behind a template's 'View GraphQL' action: it reads the
 * template's metafield (namespace and key) from one record of the resource type, under an
 * alias made from the namespace. Only metafields with a storefront permission set
 * (read_and_sf_access, write_and_sf_access) are visible there.
 *
 * Orders are not readable on the storefront, so for them the action opens a help article
 * instead: the example is then a marker, not a query.
 */
export interface StorefrontExampleInput {
  resourceType: ResourceType;
  namespace: string;
  key: string;
  /** The record to read; a placeholder id when none is known. Unused for channel and customer. */
  entityId?: number;
  /** For a variant, its product; a placeholder id when none is known. */
  productId?: number;
}

export type StorefrontExample =
  { kind: 'query'; alias: string; query: string } | { kind: 'helpArticle'; resourceType: 'order' };

/** The ids an example uses when it is shown without a record at hand. */
export const placeholderIds = { entityId: 123, productId: 456 } as const;

interface Ids {
  entityId: number;
  productId: number;
}

/**
 * The selections from the query root down to the object that has `metafields`. The channel
 * and the customer are the current ones of the storefront session (its channel token, the
 * signed-in customer), so their queries take no id.
 */
const pathToRecord: Record<Exclude<ResourceType, 'order'>, (ids: Ids) => string[]> = {
  brand: ({ entityId }) => ['site', `brand(entityId: ${entityId})`],
  category: ({ entityId }) => ['site', `category(entityId: ${entityId})`],
  channel: () => ['channel'],
  customer: () => ['customer'],
  location: ({ entityId }) => ['inventory', `locations(entityIds: [${entityId}])`, 'edges', 'node'],
  product: ({ entityId }) => ['site', `product(entityId: ${entityId})`],
  variant: ({ entityId, productId }) => [
    'site',
    `product(entityId: ${productId})`,
    `variants(entityIds: [${entityId}])`,
    'edges',
    'node',
  ],
};

const metafieldNodeFields = ['entityId', 'key', 'value'];

/** A GraphQL string literal: JSON's escapes are GraphQL's. */
function graphqlString(text: string): string {
  return JSON.stringify(text);
}

/** Nests each selection in the one before it, innermost holding `leaves`, two spaces a level. */
function nest(selections: readonly string[], leaves: readonly string[], depth: number): string[] {
  const indent = '  '.repeat(depth);
  const [first, ...rest] = selections;
  if (first === undefined) return leaves.map((leaf) => indent + leaf);
  return [`${indent}${first} {`, ...nest(rest, leaves, depth + 1), `${indent}}`];
}

function operationName(resourceType: ResourceType): string {
  return `${resourceType.charAt(0).toUpperCase()}${resourceType.slice(1)}Metafield`;
}

export function storefrontExample(input: StorefrontExampleInput): StorefrontExample {
  const { resourceType } = input;
  if (resourceType === 'order') return { kind: 'helpArticle', resourceType };
  const alias = graphqlAlias(input.namespace);
  const ids = {
    entityId: input.entityId ?? placeholderIds.entityId,
    productId: input.productId ?? placeholderIds.productId,
  };
  const metafields = `${alias}: metafields(namespace: ${graphqlString(input.namespace)}, keys: [${graphqlString(input.key)}])`;
  const lines = nest(
    [
      `query ${operationName(resourceType)}`,
      ...pathToRecord[resourceType](ids),
      metafields,
      'edges',
      'node',
    ],
    metafieldNodeFields,
    0,
  );
  return { kind: 'query', alias, query: lines.join('\n') };
}
