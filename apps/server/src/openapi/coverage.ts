import type { ApiOperation } from './operation.js';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Registered routes the document leaves out on purpose. Each needs a reason; everything else
 * under `/api/` (and the App Extensions routes) must be documented.
 */
export const notDocumented: readonly string[] = [
  // The document itself: describing it inside itself would add nothing a client can use.
  'GET /api/openapi.json',
];

/** The routes the document covers: all of `/api/`, plus the App Extensions without the prefix. */
export function belongsToApi(route: RegisteredRoute): boolean {
  // Fastify adds a HEAD route to each GET on its own; HTTP says what it answers.
  if (route.method === 'HEAD') return false;
  return route.url.startsWith('/api/') || /^\/stores\/:\w+\/app-extensions(\/|$)/.test(route.url);
}

/** `/api/stores/:storeHash/templates/:type` → `/api/stores/{storeHash}/templates/{type}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const keyOf = (method: string, path: string) => `${method} ${path}`;

/**
 * What the document and the server disagree on, as `METHOD /path` lines: routes the document
 * lacks, and operations no route answers.
 */
export function coverageGaps(
  routes: readonly RegisteredRoute[],
  operations: readonly ApiOperation[],
): { undocumented: string[]; unregistered: string[] } {
  const registered = routes
    .filter(belongsToApi)
    .map((route) => keyOf(route.method, openApiPath(route.url)));
  const documented = operations.map((operation) => keyOf(operation.method, operation.path));
  return {
    undocumented: registered.filter(
      (key) => !documented.includes(key) && !notDocumented.includes(key),
    ),
    unregistered: documented.filter((key) => !registered.includes(key)),
  };
}
