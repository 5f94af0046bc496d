import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';
import { brandRoutes } from './brandRoutes.js';
import { categoryRoutes } from './categoryRoutes.js';
import { treeRoutes } from './treeRoutes.js';
import { variantRoutes } from './variantRoutes.js';

/**
 * Catalog v3 beyond the products list and single product (`catalog/products/routes.ts`): variants,
 * brands, categories and category trees.
 */
export function catalogRoutes(scope: FastifyInstance, context: AreaContext): void {
  brandRoutes(scope, context.db);
  categoryRoutes(scope, context.db);
  treeRoutes(scope, context.db);
  variantRoutes(scope, context.db);
}
