import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';

/** WebDAV settings and files. */
export function webdavRoutes(_app: FastifyInstance, _context: AreaContext): void {}
