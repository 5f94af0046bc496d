import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './document.js';
import { apiOperations } from './operations/index.js';

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document of `/api`, generated from the zod schemas
 * the routes check with. Built on the first request (the schemas do not change while the
 * server runs) and kept.
 *
 * Public, without a session: it describes the shape of the API and nothing of any store or
 * user, and the admin app's own code shows the same routes to anyone who loads it. An API
 * token's client (a script, a code generator) can read it before it holds any session.
 *
 * `routes` is not read here: which registered routes the document must cover is the test's
 * business (`coverage.test.ts`), so a gap fails the build instead of going unseen at runtime.
 */
export function openApiRoutes(
  app: FastifyInstance,
  _routes: ReadonlyArray<{ method: string; url: string }>,
): void {
  let document: object | undefined;
  app.get('/api/openapi.json', async (_request, reply) => {
    document ??= buildOpenApiDocument(apiOperations);
    return reply.type('application/json; charset=utf-8').send(document);
  });
}
