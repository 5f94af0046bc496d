import { describe, expect, it } from 'vitest';
import {
  BATCH_BODY_LIMIT,
  gatewayRoutes,
  matchGatewayRoute,
  SINGLE_BODY_LIMIT,
} from './allowList.js';

describe('the gateway allow-list', () => {
  it.each([
    ['GET', 'v3/catalog/products/12/metafields', 'v3/catalog/products/12/metafields'],
    ['POST', 'v3/catalog/products/12/metafields', 'v3/catalog/products/12/metafields'],
    ['PUT', 'v3/catalog/brands/3/metafields/99', 'v3/catalog/brands/3/metafields/99'],
    [
      'DELETE',
      'v3/catalog/products/1/variants/2/metafields/3',
      'v3/catalog/products/1/variants/2/metafields/3',
    ],
    ['PUT', 'v3/catalog/variants/metafields', 'v3/catalog/variants/metafields'],
    ['DELETE', 'v3/inventory/locations/metafields', 'v3/inventory/locations/metafields'],
    ['GET', 'v3/catalog/trees/1/categories', 'v3/catalog/trees/1/categories'],
    ['GET', 'v2/orders/100', 'v2/orders/100'],
    ['GET', 'v2/store', 'v2/store'],
    ['GET', 'v3/catalog/variants', 'v3/catalog/variants'],
    ['GET', 'v3/inventory/locations', 'v3/inventory/locations'],
    ['GET', 'v2/customer_groups', 'v2/customer_groups'],
    ['GET', 'v2/customer_groups/2', 'v2/customer_groups/2'],
  ])('allows %s %s', (method, path, upstream) => {
    expect(matchGatewayRoute(method, path)).toMatchObject({
      kind: 'allowed',
      upstreamPath: upstream,
    });
  });

  it.each([
    ['GET', 'v2/catalog/products/1/metafields', 'v3/catalog/products/1/metafields'],
    ['PUT', 'v2/orders/5/metafields/7', 'v3/orders/5/metafields/7'],
    ['GET', 'v2/customers/4/metafields', 'v3/customers/4/metafields'],
    ['POST', 'v2/channels/metafields', 'v3/channels/metafields'],
  ])('rewrites the v2 metafield path %s %s to v3', (method, path, upstream) => {
    expect(matchGatewayRoute(method, path)).toMatchObject({
      kind: 'allowed',
      upstreamPath: upstream,
    });
  });

  it.each([
    'v3/catalog/products/1/images',
    'v3/catalog/products/0/metafields',
    'v3/catalog/products/-1/metafields',
    'v3/catalog/products/01/metafields',
    'v3/catalog/products/1.5/metafields',
    'v3/catalog/products/1e3/metafields',
    'v3/catalog/products/1234567890123456/metafields',
    'v3/catalog/products/1/metafields/',
    'v3//catalog/products',
    'v3/catalog/products/%31/metafields',
    'V3/catalog/products',
    'v2/catalog/products',
    'v3/orders',
    'v3/orders/5',
    'v3/customers/5',
    'v3/store',
    'graphql',
    '',
  ])('refuses GET %s', (path) => {
    expect(matchGatewayRoute('GET', path)).toEqual({ kind: 'not_allowed' });
  });

  it('names the methods of a known path called with another one', () => {
    expect(matchGatewayRoute('POST', 'v3/catalog/products')).toEqual({
      kind: 'method_not_allowed',
      allow: ['GET'],
    });
    expect(matchGatewayRoute('DELETE', 'v3/catalog/variants')).toEqual({
      kind: 'method_not_allowed',
      allow: ['GET'],
    });
    expect(matchGatewayRoute('PATCH', 'v2/orders/5/metafields/7')).toEqual({
      kind: 'method_not_allowed',
      allow: ['GET', 'PUT', 'DELETE'],
    });
    expect(matchGatewayRoute('DELETE', 'v3/catalog/products/5/metafields')).toEqual({
      kind: 'method_not_allowed',
      allow: ['GET', 'POST'],
    });
  });

  it('caps single metafield writes at 1 MiB and batches at 8 MiB; reads take no body', () => {
    const limitOf = (method: string, path: string) => {
      const match = matchGatewayRoute(method, path);
      return match.kind === 'allowed' ? match.route.bodyLimit : undefined;
    };
    expect(limitOf('POST', 'v3/customers/1/metafields')).toBe(SINGLE_BODY_LIMIT);
    expect(limitOf('PUT', 'v3/customers/1/metafields/2')).toBe(SINGLE_BODY_LIMIT);
    expect(limitOf('POST', 'v3/customers/metafields')).toBe(BATCH_BODY_LIMIT);
    expect(limitOf('GET', 'v3/customers')).toBe(0);
  });

  it('has metafield families for the eight resource types, each under one path only', () => {
    const metafieldFamilies = gatewayRoutes.filter((route) => route.v2Alias);
    expect(metafieldFamilies).toHaveLength(8 * 3);
    const paths = gatewayRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    // Writes only on metafields: everything else the product reads.
    for (const route of gatewayRoutes) {
      if (!route.v2Alias) expect(route.methods).toEqual(['GET']);
    }
  });
});
