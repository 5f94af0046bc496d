import { expect, onTestFinished } from 'vitest';
import { startTestServer, type Browser } from '../../testing/testServer.js';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * `ent` (Enterprise) and `starter` (the lower plan) are the demo user's; `other` (Enterprise)
 * is not. Fails at once when app.ts does not register this area's routes.
 */
export async function setUp() {
  const server = await startTestServer();
  // Per test, not a module-level afterEach: with isolate:false only the first test file that
  // imports this module would run such a hook, and the other files' databases would leak.
  onTestFinished(() => server.close());
  if (!server.app.hasRoute({ method: 'GET', url: '/api/stores/:storeHash/custom-objects' })) {
    throw new Error('customResourceRoutes(app, context) is not registered in src/app.ts');
  }
  await server.addStore('ent');
  await server.addStore('starter');
  await server.addStore('other', { linked: false });
  await server.stores.setPlan('ent', 'enterprise');
  await server.stores.setPlan('other', 'enterprise');
  const browser = await server.signedInBrowser();
  return { server, browser };
}

export const objectsUrl = (store = 'ent') => `/api/stores/${store}/custom-objects`;
export const fieldsUrl = (objectId: number, store = 'ent') =>
  `${objectsUrl(store)}/${objectId}/fields`;

/** Creates a resource and answers its id. */
export async function createObject(browser: Browser, name = 'Recipe', store = 'ent') {
  const response = await browser.request('POST', objectsUrl(store), { name });
  expect(response.statusCode).toBe(201);
  return (response.json() as { data: { id: number } }).data.id;
}

/** A request carrying a store's API token instead of a session. */
export function bearer(
  server: TestServer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  body?: object,
) {
  return server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body && { payload: body }),
  });
}

/** A resource of `other`, with one field, made through that store's own API token. */
export async function otherStoreObject(server: TestServer) {
  const { token } = await server.apiTokens.create('other', 'other-ci');
  const created = await bearer(server, 'POST', objectsUrl('other'), token, { name: 'Secret' });
  expect(created.statusCode).toBe(201);
  const objectId = (created.json() as { data: { id: number } }).data.id;
  const field = await bearer(server, 'POST', fieldsUrl(objectId, 'other'), token, {
    name: 'Code',
    content_type: 'text',
  });
  expect(field.statusCode).toBe(201);
  const fieldId = (field.json() as { data: { id: number } }).data.id;
  return { objectId, fieldId, token };
}
