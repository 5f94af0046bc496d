import { toPlatformQuery, type FilterRule, type Product } from '@metafields/core';
import { listAllProducts } from './yourBackend.js';

/**
 * The products a rule matches. The platform's lists have no OR, so each group of the rule is its
 * own query: run each, then join the results by id (a product may match two groups).
 * `today` is the store's day, 'YYYY-MM-DD': "more than 30 days ago" counts from it.
 */
export async function productsMatching(rule: FilterRule, today: string): Promise<Product[]> {
  const { queries } = toPlatformQuery('products', rule, { today });
  // [] when nothing can match (no request at all); [{}] when the rule filters nothing.
  const byId = new Map<number, Product>();
  for (const query of queries)
    for (const product of await listAllProducts(query)) byId.set(product.id, product);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
