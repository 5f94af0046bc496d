import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { BATCH_BODY_LIMIT } from './gateway/allowList.js';
import { startEmulator, type Emulator } from './platformApp/testing/harness.js';
import { concreteRoute, seedStore, type StoreRecords } from './testing/crossRoute.js';
import {
  answerBudgetMs,
  maximalCases,
  maximalFields,
  reportTimings,
  timeAnswers,
  warmUpCases,
} from './testing/maximalValues.js';
import { startTestServer, type Browser } from './testing/testServer.js';
import { wrongTypedObject } from './testing/wrongTypes.js';

/**
 * Every write route the server registers, now and later (the suite walks `server.routes`),
 * answers a malformed, oversized, non-JSON or wrongly typed body with a 4xx in the one error
 * shape, never a 500, and never takes a wrongly typed body. Requests are the signed-in user's,
 * with the CSRF token, on their enterprise store, with ids of its real records, so that each
 * reaches its body parsing. The platform is the emulator, for the gateway's forwarded bodies.
 */
let emulator: Emulator;
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let records: StoreRecords;
let requests = 0;

const marker = 'badinput';

beforeAll(async () => {
  emulator = await startEmulator();
  server = await startTestServer({ PLATFORM_URL: emulator.url });
  await server.addStore('demo', { accessToken: 'demo-token' });
  await server.stores.setPlan('demo', 'enterprise');
  records = await seedStore(server, 'demo', marker, await platformRecord());
  browser = await server.signedInBrowser();
  // Two servers and a seeded store: seconds on a busy 2-core machine, not the default's ten.
}, 60_000);

/** A product of the emulator's demo store, with a metafield of the seeded template's key. */
async function platformRecord() {
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${emulator.url}/stores/demo/v3/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-auth-token': 'demo-token', 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`emulator ${path}: ${await response.text()}`);
    return z.object({ data: z.unknown() }).parse(await response.json()).data;
  };
  const idOf = z.object({ id: z.number() });
  const [product] = z.array(idOf).parse(await call('catalog/products?limit=1'));
  if (!product) throw new Error('the emulator has no product');
  const metafield = idOf.parse(
    await call(`catalog/products/${product.id}/metafields`, {
      namespace: 'shared',
      key: `${marker}_key`,
      value: 'cotton',
      permission_set: 'write',
    }),
  );
  return { recordId: product.id, metafieldId: metafield.id };
}
afterAll(async () => {
  await server.close();
  await emulator.close();
});

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes that take no body: they are sent the malformed, oversized and non-JSON bodies (refused
 * before the handler), not the well-formed ones, which they would ignore and act on.
 */
const takesNoBody = new Set([
  // Logging out: a fresh anonymous session whatever is sent.
  'DELETE /api/users/sessions',
  // Deleting the record the address names.
  'DELETE /api/stores/:storeHash/api-tokens/:id',
  'DELETE /api/stores/:storeHash/custom-objects/:id',
  'DELETE /api/stores/:storeHash/custom-objects/:id/fields/:fieldId',
  'DELETE /api/stores/:storeHash/custom-objects/:id/values/:valueId',
  'DELETE /api/stores/:storeHash/templates/:type/:id',
  // Cancelling the store's subscription.
  'DELETE /api/stores/:storeHash/subscription',
]);

/**
 * Routes of server-rendered pages whose forms post form-encoded bodies, the CSRF token in the
 * body: a form is a type they read, and one without their token is refused (403), not 415.
 */
const readsForms = new Set(['POST /sign-in/continue', 'POST /platform-users/join']);

/**
 * The gateway forwards a JSON body as sent, unread: the platform judges it, and its answer, in
 * the platform's own error shape, comes back. Its own checks (JSON, size) answer in ours.
 */
const forwardsBody = (url: string) => url.endsWith('/*');

const errorBody = z.object({
  error: z.string().min(1),
  message: z.string().min(1),
  title: z.string().optional(),
  errors: z.record(z.string().min(1), z.array(z.string().min(1)).min(1)).optional(),
});

const writeRoutes = () => server.routes.filter((route) => writes.has(route.method));

function send(route: { method: string; url: string }, contentType: string, payload: string) {
  requests += 1;
  return server.app.inject({
    method: route.method as InjectOptions['method'],
    url: concreteRoute(route, records.storeHash, records).url,
    headers: {
      cookie: browser.cookie,
      'x-csrf-token': browser.csrfToken,
      'content-type': contentType,
    },
    payload,
  });
}

/** The error shape of /api: `{ error, message }`, and for a 422 the fields that are wrong. */
function shapeProblem(response: LightMyRequestResponse): string | undefined {
  const body = errorBody.safeParse(safeJson(response.body));
  if (!body.success) return `not the error shape: ${response.body.slice(0, 200)}`;
  if (response.statusCode === 422 && Object.keys(body.data.errors ?? {}).length === 0) {
    return 'a 422 without field errors';
  }
  return undefined;
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Sends one body to every route and lists what is wrong with each answer: a status other than
 * the one expected (any 4xx when none is), or, in our own answers, the error shape. All routes
 * are tried before the test fails, so the failure lists every route at once.
 */
async function problemsOf(
  routes: ReadonlyArray<{ method: string; url: string }>,
  bodies: ReadonlyArray<{ contentType: string; payload: string }>,
  expectedStatus?: number,
  ownShape: (url: string) => boolean = () => true,
): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    for (const { contentType, payload } of bodies) {
      const response = await send(route, contentType, payload);
      const status = response.statusCode;
      const where = `${route.method} ${route.url} [${contentType}: ${payload.slice(0, 40)}] → ${status}`;
      const clientError = status >= 400 && status < 500;
      // A method the route takes for no path at all is refused before its body is looked at
      // (the gateway's PATCH: no platform call takes it).
      const expected = expectedStatus === undefined || status === expectedStatus || status === 405;
      if (!clientError || !expected) {
        problems.push(
          `${where}: expected ${expectedStatus ?? '4xx'}: ${response.body.slice(0, 200)}`,
        );
        continue;
      }
      const problem = ownShape(route.url) ? shapeProblem(response) : undefined;
      if (problem) problems.push(`${where}: ${problem}`);
    }
  }
  return problems;
}

const json = (payload: string) => ({ contentType: 'application/json', payload });

describe('bad input on every write route', () => {
  it('walks the write routes of every area', () => {
    const routes = writeRoutes().map((route) => `${route.method} ${route.url}`);
    expect(routes.length).toBeGreaterThan(30);
    for (const expected of [
      'POST /api/users/sessions',
      'PUT /bc-api/stores/:storeHash/*',
      'POST /api/stores/:hash/files',
      'PUT /api/stores/:storeHash/custom-objects/:id/values/:valueId',
      ...takesNoBody,
    ]) {
      expect(routes).toContain(expected);
    }
  });

  it('(i) malformed JSON: 400', async () => {
    expect(await problemsOf(writeRoutes(), [json('{"name": "unclosed')], 400)).toEqual([]);
  });

  it('(ii) a body over the body limit: 413, before it is read', async () => {
    // The gateway's batch calls take the most; every other route takes Fastify's limit.
    const limit = Math.max(server.app.initialConfig.bodyLimit ?? 0, BATCH_BODY_LIMIT);
    const oversized = json(JSON.stringify({ name: 'x'.repeat(limit) }));
    expect(await problemsOf(writeRoutes(), [oversized], 413)).toEqual([]);
  });

  it('a body of a type no route reads (multipart routes are sent one too): 415', async () => {
    const form = { contentType: 'application/x-www-form-urlencoded', payload: 'name=form' };
    const takesForms = (route: { method: string; url: string }) =>
      readsForms.has(`${route.method} ${route.url}`);
    expect(
      await problemsOf(
        writeRoutes().filter((route) => !takesForms(route)),
        [form],
        415,
      ),
    ).toEqual([]);
    const formRoutes = writeRoutes().filter(takesForms);
    expect(formRoutes).toHaveLength(readsForms.size);
    expect(await problemsOf(formRoutes, [form], 403)).toEqual([]);
  });

  it('(iii) wrongly typed bodies: an array, a number, a string, null, every field wrong: 4xx', async () => {
    const wrongBodies = [
      json('[]'),
      json('42'),
      json('"text"'),
      json(JSON.stringify(wrongTypedObject())),
      json(JSON.stringify([wrongTypedObject()])),
      { contentType: 'text/plain', payload: 'plain text' },
      // Last: a route that took it as no body would act (a delete), and the rest would miss.
      json('null'),
    ];
    const withBody = writeRoutes().filter(
      (route) => !takesNoBody.has(`${route.method} ${route.url}`),
    );
    const ownShape = (url: string) => !forwardsBody(url);
    expect(await problemsOf(withBody, wrongBodies, undefined, ownShape)).toEqual([]);
  });

  it('sends every field the schemas know, each of a wrong type', () => {
    const body = wrongTypedObject();
    for (const field of ['name', 'namespace', 'meta_key', 'value', 'content_type', 'options']) {
      expect(body).toHaveProperty(field);
    }
    expect(typeof body.name).not.toBe('string');
    expect(Array.isArray(body.options) || typeof body.options !== 'object').toBe(true);
  });

  afterAll(() => {
    console.info(
      `bad-input suite: ${writeRoutes().length} routes walked, ${requests} requests sent`,
    );
  });
});

/** A request of the signed-in browser: its cookie and CSRF token on whatever is sent. */
const asBrowser = (options: InjectOptions) => {
  requests += 1;
  return server.app.inject({
    ...options,
    headers: { ...options.headers, cookie: browser.cookie, 'x-csrf-token': browser.csrfToken },
  });
};

describe('valid-but-maximal values, each answered within the budget', () => {
  let objectId: number;

  beforeAll(async () => {
    const objects = `/api/stores/${records.storeHash}/custom-objects`;
    const created = async (url: string, payload: Record<string, unknown>) => {
      const response = await asBrowser({ method: 'POST', url, payload });
      if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.body}`);
      return response.json<{ data: { id: number } }>().data.id;
    };
    objectId = await created(objects, { name: `${marker} longest values` });
    for (const field of maximalFields) {
      await created(`${objects}/${objectId}/fields`, { name: field.meta_key, ...field });
    }
  }, 60_000);

  it(`answers each as a correct server would, within ${answerBudgetMs} ms`, async () => {
    const targets = {
      storeHash: records.storeHash,
      objectId,
      recordId: records.recordId,
      metafieldId: records.metafieldId,
      bodyLimit: server.app.initialConfig.bodyLimit ?? 1024 * 1024,
    };
    const [warmUp] = await timeAnswers(warmUpCases(targets), asBrowser);
    expect(warmUp?.status, warmUp?.body).toBe(201);
    const cases = maximalCases(targets);
    const timings = await timeAnswers(cases, asBrowser);
    reportTimings(timings);
    const problems = timings.flatMap((timing, index) => {
      const expected = cases[index]?.expectedStatus;
      const where = `${timing.name} → ${timing.status} in ${Math.round(timing.ms)} ms`;
      if (timing.status !== expected) {
        return [`${where}: expected ${expected}: ${timing.body.slice(0, 200)}`];
      }
      if (timing.ms > answerBudgetMs) return [`${where}: over the ${answerBudgetMs} ms budget`];
      if (timing.status >= 400) {
        const body = errorBody.safeParse(safeJson(timing.body));
        if (!body.success) return [`${where}: not the error shape: ${timing.body.slice(0, 200)}`];
        if (timing.status === 422 && Object.keys(body.data.errors ?? {}).length === 0) {
          return [`${where}: a 422 without field errors`];
        }
      }
      return [];
    });
    expect(problems).toEqual([]);
    const slowest = Math.max(...timings.map((timing) => timing.ms));
    console.info(
      `bad-input suite: the slowest of the longest values answered in ${slowest.toFixed(1)} ms`,
    );
  }, 120_000);
});
