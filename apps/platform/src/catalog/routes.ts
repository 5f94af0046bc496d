import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';

/** Catalog v3 beyond the product list: single product, variants, brands, categories, trees. */
export function catalogRoutes(_scope: FastifyInstance, _context: AreaContext): void {}
