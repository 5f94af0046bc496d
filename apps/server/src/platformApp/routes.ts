import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';

/** The platform's app callbacks: /auth, /load, /uninstall, /remove_user. */
export function platformAppRoutes(_app: FastifyInstance, _context: AreaContext): void {}
