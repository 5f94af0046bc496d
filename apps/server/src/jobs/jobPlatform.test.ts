import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobFailure } from './jobFailure.js';
import { busyWaitMs, jobPlatformJson } from './jobPlatform.js';

describe('busyWaitMs', () => {
  it("waits the platform's reset time, else Retry-After, else a second", () => {
    expect(busyWaitMs({ 'x-rate-limit-time-reset-ms': '1500', 'retry-after': '9' })).toBe(1500);
    expect(busyWaitMs({ 'retry-after': '2' })).toBe(2000);
    expect(busyWaitMs({})).toBe(1000);
    expect(busyWaitMs(undefined)).toBe(1000);
  });
});

describe("a job's platform call", () => {
  let upstream: FastifyInstance;
  let platformUrl: string;
  /** What the stand-in answers next, in order; then 200. */
  let script: number[] = [];
  let calls = 0;

  beforeAll(async () => {
    upstream = Fastify();
    upstream.get('/*', async (_request, reply) => {
      calls++;
      const status = script.shift() ?? 200;
      if (status === 429) void reply.header('x-rate-limit-time-reset-ms', '20');
      return reply.code(status).send(status === 200 ? { data: [] } : { title: 'no' });
    });
    platformUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => upstream.close());

  const call = (signal = new AbortController().signal) =>
    jobPlatformJson(
      { storeHash: 'demo', accessToken: 't', platformUrl, clientId: 'test-app' },
      { method: 'GET', path: 'v3/catalog/products/metafields' },
      signal,
      { firstPauseMs: 10 },
    );

  it('waits out a 429 for the time the platform gives, then goes on', async () => {
    script = [429, 429];
    calls = 0;
    const started = Date.now();
    await expect(call()).resolves.toEqual({ status: 200, body: { data: [] } });
    expect(calls).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
  });

  it('tries a failing platform again, then fails the job with a clear message', async () => {
    script = [500];
    calls = 0;
    await expect(call()).resolves.toMatchObject({ status: 200 });
    script = [500, 502, 503, 500];
    calls = 0;
    const failure = await call().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(JobFailure);
    expect((failure as Error).message).toBe('The store platform could not complete the request.');
    expect(calls).toBe(4);
  });

  it('stops waiting when the server closes', async () => {
    script = [429, 429, 429];
    const stop = new AbortController();
    const pending = call(stop.signal);
    stop.abort(new Error('closing'));
    await expect(pending).rejects.toThrow('closing');
  });
});
