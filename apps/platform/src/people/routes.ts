import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';

/** Channels, locations, customers and groups, orders and statuses, content pages. */
export function peopleRoutes(_scope: FastifyInstance, _context: AreaContext): void {}
