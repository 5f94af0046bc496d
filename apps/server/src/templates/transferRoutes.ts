import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';

/** Template import and export as CSV. */
export function transferRoutes(app: FastifyInstance, context: AreaContext): void {
  void app;
  void context;
}
