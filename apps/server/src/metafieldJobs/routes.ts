import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';
import { exportRoutes } from './exportRoutes.js';
import { importRoutes } from './importRoutes.js';
import { recordJobRoutes } from './recordJobRoutes.js';
import { recordTransferRoutes } from './recordTransferRoutes.js';

/** Metafield export and import jobs, the per-record export and import, and a record's jobs. */
export function metafieldJobRoutes(app: FastifyInstance, context: AreaContext): void {
  exportRoutes(app, context);
  importRoutes(app, context);
  recordTransferRoutes(app, context);
  recordJobRoutes(app, context);
}
