import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PlatformError } from './errors.js';

export interface RateLimitSettings {
  /** Answer 429 once a client's quota is spent; off by default (headers are always sent). */
  enforce: boolean;
  /** Requests per window for each store and client: 150, the Standard plan's, by default. */
  quota?: number;
  /** Length of the window in milliseconds: 30,000, as for every plan, by default. */
  windowMs?: number;
  /** Milliseconds since the epoch; `Date.now` unless a test moves time itself. */
  clock?: () => number;
}

/** "Plus & Standard: 20k per hour (150 / 30sec)" (getting-started-api-rate-limits.mdx). */
export const DEFAULT_QUOTA = 150;
export const DEFAULT_WINDOW_MS = 30_000;

interface Window {
  /** When the window opened: the client's first request after the previous one closed. */
  start: number;
  used: number;
}

/** What one answer reports: its client's window, or a fresh one if the client is unknown. */
interface Usage {
  end: number;
  left: number;
}

/** The documented body of a 429 (`ErrorResponse` example in customers.v3.yml). */
const tooManyRequests = (): PlatformError => new PlatformError(429, 'Too many requests', {});

/**
 * The platform's rate-limit headers on every store API answer, and 429s when enforced. Each
 * store and client (API account or app) has a fixed window of `windowMs` holding `quota`
 * requests; the window opens with the first request and a new one opens after it ends.
 * Requests refused before the client is known (401, 403, unknown store) count against nothing,
 * and report a full window.
 */
export function rateLimits(scope: FastifyInstance, settings: RateLimitSettings): void {
  const quota = settings.quota ?? DEFAULT_QUOTA;
  const windowMs = settings.windowMs ?? DEFAULT_WINDOW_MS;
  const clock = settings.clock ?? Date.now;
  if (!Number.isInteger(quota) || quota < 1) throw new RangeError(`quota must be ≥ 1: ${quota}`);
  if (!Number.isInteger(windowMs) || windowMs < 1) {
    throw new RangeError(`windowMs must be ≥ 1: ${windowMs}`);
  }
  const windows = new Map<string, Window>();
  const usages = new WeakMap<FastifyRequest, Usage>();

  // Added after the token check, so it runs only once the store and client are known.
  scope.addHook('onRequest', async (request) => {
    const key = `${request.platformStore?.store_hash ?? ''}\n${request.platformClientId ?? ''}`;
    const now = clock();
    let window = windows.get(key);
    if (!window || now >= window.start + windowMs) {
      window = { start: now, used: 0 };
      windows.set(key, window);
    }
    const allowed = window.used < quota;
    if (allowed) window.used += 1;
    usages.set(request, { end: window.start + windowMs, left: quota - window.used });
    if (!allowed && settings.enforce) throw tooManyRequests();
  });

  scope.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    const now = clock();
    const usage = usages.get(request) ?? { end: now + windowMs, left: quota };
    reply.header('X-Rate-Limit-Time-Window-Ms', String(windowMs));
    reply.header('X-Rate-Limit-Time-Reset-Ms', String(Math.max(0, usage.end - now)));
    reply.header('X-Rate-Limit-Requests-Quota', String(quota));
    reply.header('X-Rate-Limit-Requests-Left', String(usage.left));
    done(null, payload);
  });
}
