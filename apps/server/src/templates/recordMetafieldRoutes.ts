import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';

/** A record's template metafields: create, update (mass edit too), delete and sync. */
export function recordMetafieldRoutes(app: FastifyInstance, context: AreaContext): void {
  void app;
  void context;
}
