import { templateSchema } from '@metafields/core';
import { expect, onTestFinished } from 'vitest';
import * as z from 'zod';
import { startTestServer, type Browser } from '../../testing/testServer.js';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * `prem` (Premium) and `starter` (the lower plan) are the demo user's; `other` (Premium) is not.
 * Fails at once when app.ts does not register this area's routes.
 */
export async function setUp(env: Record<string, string> = {}) {
  const server = await startTestServer(env);
  // Per test, not a module-level afterEach: with isolate:false only the first test file that
  // imports this module would run such a hook, and the other files' databases would leak.
  onTestFinished(() => server.close());
  if (!server.app.hasRoute({ method: 'GET', url: '/api/stores/:storeHash/templates/:type' })) {
    throw new Error('templateRoutes(app, context) is not registered in src/app.ts');
  }
  await server.addStore('prem');
  await server.addStore('starter');
  await server.addStore('other', { linked: false });
  await server.stores.setPlan('prem', 'premium');
  await server.stores.setPlan('other', 'premium');
  const browser = await server.signedInBrowser();
  return { server, browser };
}

export const templatesUrl = (type = 'product', store = 'prem') =>
  `/api/stores/${store}/templates/${type}`;

export const oneSchema = z.object({ data: z.strictObject(templateSchema.shape) });
export const listSchema = z
  .object({
    templates: z.array(z.strictObject(templateSchema.shape)),
    meta: z.object({ total: z.number().int() }).strict(),
  })
  .strict();

/** Creates a template and answers it. */
export async function createTemplate(
  browser: Browser,
  body: Record<string, unknown>,
  type = 'product',
  store = 'prem',
) {
  const response = await browser.request('POST', templatesUrl(type, store), body);
  expect(response.statusCode, response.body).toBe(201);
  return oneSchema.parse(response.json()).data;
}

/** The list's templates as [meta_key, sort_order] pairs, in the order served. */
export async function order(browser: Browser, type = 'product') {
  const response = await browser.request('GET', `${templatesUrl(type)}?per_page=150`);
  expect(response.statusCode, response.body).toBe(200);
  return listSchema
    .parse(response.json())
    .templates.map((template) => [template.meta_key, template.sort_order]);
}
