import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';

/** WebDAV at `/stores/{hash}/dav/`, with each store's WebDAV username and password. */
export function davRoutes(_app: FastifyInstance, _context: AreaContext): void {}
