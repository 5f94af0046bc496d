import type { FastifyInstance } from 'fastify';
import type { ListBody } from '../../testing/http.js';
import { expect } from 'vitest';
import { ERROR_TYPE } from '../../errors.js';
import { DEMO, OTHER } from '../../testing/platform.js';

/** `GET {url}` with the demo store's token (or the one given). */
export async function get(app: FastifyInstance, url: string, token: string = DEMO.accessToken) {
  const response = await app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
  const body: unknown = response.body === '' ? undefined : response.json();
  return { status: response.statusCode, body, response };
}

/** The body of a v3 list answer. */
export type V3List<T = Record<string, unknown>> = ListBody<T>;

/**
 * None of this area's documents lists 401 or 403 for its operations, so the gateway's answers
 * are checked here rather than by the validator: no token, an unknown one, another store's.
 */
export async function expectGatewayRefusals(app: FastifyInstance, url: string): Promise<void> {
  const missing = await app.inject({ method: 'GET', url });
  expect(missing.statusCode).toBe(401);
  expect(missing.json()).toMatchObject({ status: 401, type: ERROR_TYPE });
  expect((await get(app, url, 'not-a-token')).status).toBe(401);
  const foreign = await get(app, url, OTHER.accessToken);
  expect(foreign.status).toBe(403);
  expect(foreign.body).toMatchObject({ status: 403, type: ERROR_TYPE });
}

/** The ids of a list's items, in order. */
export const idsOf = (items: ReadonlyArray<{ id?: unknown }>): number[] =>
  items.map((item) => Number(item.id));
