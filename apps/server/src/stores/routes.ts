import type { FastifyInstance } from 'fastify';
import { requireUser } from '../accounts/sessionPlugin.js';
import type { Stores } from './stores.js';

export function storeRoutes(app: FastifyInstance, { stores }: { stores: Stores }) {
  app.get('/api/stores', async (request) => ({
    data: await stores.listForUser(requireUser(request)),
  }));
}
