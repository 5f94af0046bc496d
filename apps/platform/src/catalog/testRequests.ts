import type { FastifyInstance } from 'fastify';
import { DEMO } from '../testing/platform.js';

export interface Collection<T = Record<string, unknown>> {
  data: T[];
  meta: {
    pagination: {
      total: number;
      count: number;
      per_page: number;
      current_page: number;
      total_pages: number;
      links: { previous?: string; current: string; next?: string };
    };
  };
}

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
