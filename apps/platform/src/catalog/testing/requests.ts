import type { FastifyInstance } from 'fastify';
import type { ListBody } from '../../testing/http.js';
import { DEMO } from '../../testing/platform.js';

/** The body of a v3 list answer. */
export type Collection<T = Record<string, unknown>> = ListBody<T>;

/** `GET /stores/demo/v3{path}` with the demo store's token (or another), for behaviour tests. */
export async function getJson<T = unknown>(
  app: FastifyInstance,
  path: string,
  token: string = DEMO.accessToken,
): Promise<{ status: number; body: T }> {
  const response = await app.inject({
    method: 'GET',
    url: `/stores/${DEMO.storeHash}/v3${path}`,
    headers: { 'x-auth-token': token },
  });
  return { status: response.statusCode, body: response.json<T>() };
}

/** The ids (or another key) of a collection's page. */
export async function idsOf(app: FastifyInstance, path: string, key = 'id'): Promise<unknown[]> {
  const { status, body } = await getJson<Collection>(app, path);
  if (status !== 200) throw new Error(`${path} answered ${status}: ${JSON.stringify(body)}`);
  return body.data.map((item) => item[key]);
}
