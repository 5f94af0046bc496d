import type { FastifyInstance } from 'fastify';

/** A part the server needs, checked on each health request: it throws when it does not answer. */
export type HealthCheck = () => Promise<void>;

export interface HealthChecks {
  database: HealthCheck;
  /** The jobs' queue: pg-boss on PostgreSQL, the in-process runner on SQLite. */
  queue: HealthCheck;
}

/** Longer than this and a check counts as not answering: a load balancer waits for no one. */
const CHECK_TIMEOUT_MS = 2_000;

async function answers(check: HealthCheck): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), late]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/api/health` says which parts answer (200 when all do, else 503); `/api/health/ready` is the
 * one a load balancer polls: 503 as soon as a part fails. A closing server (SIGTERM) takes no
 * new connection, and Fastify answers 503 on those still open, so a balancer stops at once.
 */
export function healthRoutes(app: FastifyInstance, checks: HealthChecks) {
  const status = async () => {
    const [database, queue] = await Promise.all([answers(checks.database), answers(checks.queue)]);
    return { ok: database === 'up' && queue === 'up', database, queue };
  };
  app.get('/api/health', async (_request, reply) => {
    const health = await status();
    return reply.code(health.ok ? 200 : 503).send(health);
  });
  app.get('/api/health/ready', async (_request, reply) => {
    const { ok } = await status();
    return reply.code(ok ? 200 : 503).send({ ready: ok });
  });
}
