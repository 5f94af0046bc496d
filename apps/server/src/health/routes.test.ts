import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { healthRoutes, type HealthCheck } from './routes.js';

const up: HealthCheck = async () => undefined;
const down: HealthCheck = async () => {
  throw new Error('connection refused');
};
const never: HealthCheck = () => new Promise(() => undefined);

async function answer(database: HealthCheck, queue: HealthCheck, url: string) {
  const app = Fastify();
  healthRoutes(app, { database, queue });
  const response = await app.inject({ url });
  await app.close();
  return { status: response.statusCode, body: response.json() as unknown };
}

describe('health', () => {
  it('answers 200 with every part up', async () => {
    expect(await answer(up, up, '/api/health')).toEqual({
      status: 200,
      body: { ok: true, database: 'up', queue: 'up' },
    });
    expect(await answer(up, up, '/api/health/ready')).toEqual({
      status: 200,
      body: { ready: true },
    });
  });

  it('answers 503 and names the part that fails or does not answer in time', async () => {
    expect(await answer(down, up, '/api/health')).toEqual({
      status: 503,
      body: { ok: false, database: 'down', queue: 'up' },
    });
    expect(await answer(up, never, '/api/health')).toEqual({
      status: 503,
      body: { ok: false, database: 'up', queue: 'down' },
    });
    expect(await answer(down, up, '/api/health/ready')).toEqual({
      status: 503,
      body: { ready: false },
    });
  });
});
