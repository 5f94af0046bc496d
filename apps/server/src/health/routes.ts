import type { FastifyInstance } from 'fastify';
import type { Database } from '../database/database.js';

export function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/api/health', async () => {
    await database.ping();
    return { ok: true };
  });
}
