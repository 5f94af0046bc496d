import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';

/** Stores, plans and gating; API tokens. */
export function storesApiRoutes(_app: FastifyInstance, _context: AreaContext): void {}
