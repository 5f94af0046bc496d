import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';

/** Password reset (request, reset) and the local outbox page. */
export function accountRoutes(_app: FastifyInstance, _context: AreaContext): void {}
