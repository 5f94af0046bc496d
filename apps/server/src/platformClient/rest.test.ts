import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPlatform } from './rest.js';

/** A platform stand-in whose answers the tests choose by path. */
let platform: FastifyInstance;
let base: string;

beforeAll(async () => {
  platform = Fastify();
  platform.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { late: true };
  });
  platform.get('/html-error', async (_request, reply) =>
    reply
      .code(503)
      .header('x-rate-limit-requests-left', '3')
      .type('text/html')
      .send('<h1>Down</h1>'),
  );
  platform.get('/html-ok', async (_request, reply) => reply.type('text/html').send('<h1>Hi</h1>'));
  platform.get('/redirect', async (_request, reply) => reply.redirect('http://127.0.0.1:9/x'));
  platform.get('/problem', async (_request, reply) =>
    reply.code(422).type('application/problem+json').send({ title: 'bad' }),
  );
  platform.post('/echo', async (request, reply) =>
    reply.header('set-cookie', 'upstream=1').header('retry-after', '7').send({
      token: request.headers['x-auth-token'],
      type: request.headers['content-type'],
      body: request.body,
    }),
  );
  base = await platform.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => platform.close());

const call = (path: string, timeoutMs?: number, method = 'GET', body?: Buffer) =>
  callPlatform({ method, url: new URL(path, base), accessToken: 'the-token', body }, timeoutMs);

describe('callPlatform', () => {
  it('sends the token and a JSON body, and passes on only the headers the browser may see', async () => {
    const answer = await call('/echo', undefined, 'POST', Buffer.from('{"a":1}'));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({
      token: 'the-token',
      type: 'application/json',
      body: { a: 1 },
    });
    expect(answer.headers).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'retry-after': '7',
    });
  });

  it('answers 504 when the platform is slower than the timeout', async () => {
    await expect(call('/slow', 50)).rejects.toMatchObject({
      status: 504,
      code: 'platform_timeout',
    });
  });

  it('answers 502 when the platform cannot be reached', async () => {
    await expect(
      callPlatform({ method: 'GET', url: new URL('http://127.0.0.1:9/'), accessToken: 't' }),
    ).rejects.toMatchObject({ status: 502, code: 'platform_unavailable' });
  });

  it('does not follow a redirect, so the token stays with the platform', async () => {
    await expect(call('/redirect')).rejects.toMatchObject({
      status: 502,
      code: 'platform_bad_response',
    });
  });

  it('keeps JSON error bodies, +json included', async () => {
    const answer = await call('/problem');
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body.toString())).toEqual({ title: 'bad' });
  });

  it('never passes on a body that is not JSON', async () => {
    const error = await call('/html-error');
    expect(error.status).toBe(503);
    expect(error.headers['x-rate-limit-requests-left']).toBe('3');
    expect(JSON.parse(error.body.toString())).toEqual({
      error: 'platform_error',
      message: 'The store platform could not complete the request.',
    });
    await expect(call('/html-ok')).rejects.toMatchObject({ status: 502 });
  });
});
