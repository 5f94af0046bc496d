import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { HttpError } from '../http/errors.js';
import { freePort } from '../platformApp/testing/harness.js';
import { platformGraphql } from './graphql.js';

/** A stand-in platform whose answer each test sets, recording what it was sent. */
let answer: { status: number; body: string } = { status: 200, body: '{}' };
let seen: { url?: string; token?: string; body?: unknown } = {};
const server = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    seen = {
      url: request.url,
      token: request.headers['x-auth-token'] as string,
      body: JSON.parse(text) as unknown,
    };
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const store = { store_hash: 'abc', accessToken: 'tok' };
const call = () =>
  platformGraphql(
    base,
    store,
    { query: '{ x }', variables: { a: 1 } },
    z.object({ x: z.number() }),
  );
const failure = async () => {
  try {
    await call();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
  }
  throw new Error('no HttpError');
};

describe('platformGraphql', () => {
  it('posts the query and variables with the store’s token and reads data', async () => {
    answer = { status: 200, body: JSON.stringify({ data: { x: 7 } }) };
    await expect(call()).resolves.toEqual({ x: 7 });
    expect(seen).toEqual({
      url: '/stores/abc/graphql',
      token: 'tok',
      body: { query: '{ x }', variables: { a: 1 } },
    });
  });

  it('turns GraphQL errors into a 422 with the platform’s message', async () => {
    answer = { status: 200, body: JSON.stringify({ errors: [{ message: 'No.' }], data: null }) };
    expect(await failure()).toEqual({ status: 422, message: 'No.' });
  });

  it('answers 502 for a failing platform or an unexpected answer', async () => {
    answer = { status: 401, body: JSON.stringify({ errors: [{ message: 'bad token' }] }) };
    expect(await failure()).toMatchObject({
      status: 502,
      message: expect.stringContaining('bad token'),
    });
    answer = { status: 500, body: 'oops' };
    expect((await failure()).status).toBe(502);
    answer = { status: 200, body: JSON.stringify({ data: { x: 'seven' } }) };
    expect((await failure()).status).toBe(502);
  });

  it('answers 502 when the platform cannot be reached', async () => {
    const port = await freePort();
    await expect(
      platformGraphql(`http://127.0.0.1:${port}`, store, { query: '{ x }' }, z.unknown()),
    ).rejects.toMatchObject({ status: 502, code: 'platform_unavailable' });
  });
});
