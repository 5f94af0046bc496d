import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';

/** Headers on every answer: nosniff and a referrer policy (CSP, framing and HSTS to come). */
export function securityHeaders(app: FastifyInstance, _config: ServerConfig): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
  });
}
