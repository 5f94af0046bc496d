import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer.js';
import { belongsToApi, coverageGaps, notDocumented, openApiPath } from './coverage.js';
import type { ApiOperation } from './operation.js';
import { apiOperations } from './operations/index.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('the document covers the server’s routes', () => {
  it('documents every /api route and the App Extensions, and only routes that exist', () => {
    const { undocumented, unregistered } = coverageGaps(server.routes, apiOperations);
    // A failure lists the gaps: add an operation in operations/<area>.ts (or a reasoned
    // exclusion in coverage.ts), or drop the operation of a route that is gone.
    expect({ undocumented, unregistered }).toEqual({ undocumented: [], unregistered: [] });
  });

  it('excludes only routes that are registered', () => {
    const registered = server.routes.map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect(registered).toEqual(expect.arrayContaining([...notDocumented]));
  });
});

describe('coverageGaps', () => {
  const operation = (method: ApiOperation['method'], path: string): ApiOperation => ({
    id: `${method} ${path}`,
    method,
    path,
    summary: 'An operation',
    tag: 'Test',
    access: 'store',
    answers: [{ status: 204, description: 'Done.' }],
  });

  it('names the routes the document lacks and the operations no route answers', () => {
    const routes = [
      { method: 'GET', url: '/api/stores/:storeHash/templates/:type' },
      { method: 'HEAD', url: '/api/stores/:storeHash/templates/:type' },
      { method: 'POST', url: '/api/billing/checkout' },
      { method: 'PUT', url: '/stores/:storeHash/app-extensions/:id' },
      { method: 'GET', url: '/api/openapi.json' },
      { method: 'GET', url: '/bc-api/stores/:storeHash/*' },
      { method: 'GET', url: '/load' },
    ];
    const operations = [
      operation('GET', '/api/stores/{storeHash}/templates/{type}'),
      operation('DELETE', '/api/stores/{storeHash}/templates/{type}'),
    ];
    expect(coverageGaps(routes, operations)).toEqual({
      undocumented: ['POST /api/billing/checkout', 'PUT /stores/{storeHash}/app-extensions/{id}'],
      unregistered: ['DELETE /api/stores/{storeHash}/templates/{type}'],
    });
  });

  it('reads the App Extensions routes but not other /stores/ pages', () => {
    expect(belongsToApi({ method: 'GET', url: '/stores/:storeHash/app-extensions' })).toBe(true);
    expect(belongsToApi({ method: 'GET', url: '/stores/:storeHash/app-extension/:model' })).toBe(
      false,
    );
  });
});
