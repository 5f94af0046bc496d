import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.js';
import { contentSecurityPolicy } from './contentSecurityPolicy.js';

const hsts = 'max-age=31536000; includeSubDomains';
const nonces = new WeakMap<FastifyRequest, string>();

/**
 * This response's CSP nonce (128 random bits, base64), made on first use. An HTML answer puts it
 * on each of its `<script>`/`<style>` tags; the policy header carries the same one.
 */
export function cspNonce(request: FastifyRequest): string {
  let nonce = nonces.get(request);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(request, nonce);
  }
  return nonce;
}

/**
 * Headers on every answer: nosniff, a referrer policy, HSTS over HTTPS, and a CSP (the page's,
 * with its nonce, on HTML; a shut-everything one on the rest). No X-Frame-Options: it cannot
 * allow the control panel's iframe; `frame-ancestors` says who may frame the app.
 */
export function securityHeaders(app: FastifyInstance, config: ServerConfig): void {
  // Built now so that a bad FRAME_ANCESTORS stops the start, not the first page.
  const policy = contentSecurityPolicy(config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY says a proxy is ours.
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
    // A route with a policy of its own keeps it.
    if (!reply.hasHeader('content-security-policy')) {
      reply.header(
        'content-security-policy',
        isHtml(reply) ? policy.page(cspNonce(request)) : policy.api,
      );
    }
  });
}

function isHtml(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^text\/html\b/i.test(type);
}
