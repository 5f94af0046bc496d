import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';

/** Metafield export and import jobs, and the per-record export and import. */
export function metafieldJobRoutes(app: FastifyInstance, context: AreaContext): void {
  void app;
  void context;
}
