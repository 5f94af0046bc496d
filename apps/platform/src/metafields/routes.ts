import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';

/** Metafields v3 on the eight resource types, single and batch, and the v2 paths. */
export function metafieldRoutes(_scope: FastifyInstance, _context: AreaContext): void {}
