import type { FastifyInstance } from 'fastify';
import type { Db } from '../db.js';

export function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const ping = db.prepare('SELECT 1');
  app.get('/api/health', async () => {
    ping.get();
    return { ok: true };
  });
}
