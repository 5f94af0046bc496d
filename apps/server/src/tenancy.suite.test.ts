import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asToken,
  concreteRoute,
  concreteRouteWith,
  hasStoreParam,
  ownedParamKeys,
  seedJobs,
  seedStore,
  snapshot,
  startInspectableServer,
  storePerson,
  type StoreRecords,
} from './testing/crossRoute.js';
import { Browser } from './testing/testServer.js';

/**
 * For every route with a store in its address, now and later (the suite walks `server.routes`),
 * a user or token of store A can neither read nor change store B's data: B's hash answers 403
 * or 404, B's real record ids (resources, fields, values, templates, tokens, and finished jobs
 * with their files) under A's hash answer 404, no answer shows B's data, and the database is
 * the same row for row afterwards. The platform is a stub that answers every call with an empty
 * list and notes who called: tenancy is decided before any platform call, so no probe may reach
 * it with B's hash or token.
 */
let inspectable: Awaited<ReturnType<typeof startInspectableServer>>;
let browser: Browser;
let alpha: StoreRecords;
let bravo: StoreRecords;
let requests = 0;

/** The stub platform and the calls it received: method, path and the store token sent. */
let platform: http.Server;
const platformCalls: Array<{ method: string; url: string; token: string }> = [];
const emptyList = {
  data: [],
  meta: {
    pagination: { total: 0, count: 0, per_page: 250, current_page: 1, total_pages: 0, links: {} },
  },
};

async function startStubPlatform(): Promise<string> {
  platform = http.createServer((request, response) => {
    request.resume();
    const token = request.headers['x-auth-token'];
    platformCalls.push({
      method: request.method ?? '',
      url: request.url ?? '',
      token: typeof token === 'string' ? token : '',
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(emptyList));
  });
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
}

/** The platform calls made for B (by its path or its token) since `from`. */
const bravoCallsSince = (from: number) =>
  platformCalls
    .slice(from)
    .filter(
      (call) => call.url.includes(`/stores/${bravo.storeHash}/`) || call.token === 'token-bravo',
    );

/** In every name of B's records: an answer holding it shows B's data. */
const bravoMarker = 'tenantbravo';
const alphaMarker = 'tenantalpha';

beforeAll(async () => {
  const platformUrl = await startStubPlatform();
  inspectable = await startInspectableServer({ PLATFORM_URL: platformUrl });
  const { server } = inspectable;
  await server.addStore('alpha');
  await server.addStore('bravo', { linked: false });
  await server.stores.setPlan('alpha', 'enterprise');
  await server.stores.setPlan('bravo', 'enterprise');
  // B's records first: A's come after, so no id of B's is also one of A's.
  bravo = await seedJobs(server, await seedStore(server, 'bravo', bravoMarker));
  alpha = await seedJobs(server, await seedStore(server, 'alpha', alphaMarker));
  await seedBilling(server, 'bravo');
  browser = await server.signedInBrowser();
});

/** The company billed and a subscription: billing is a person's, so B's own user adds them. */
async function seedBilling(server: typeof inspectable.server, storeHash: string) {
  const owner = { email: `owner@${storeHash}.example`, password: 'owner-password' };
  const user = await server.users.create({ ...owner, name: 'Owner of B' });
  await server.stores.link(user.id, storeHash);
  const ownerBrowser = new Browser(server.app);
  await ownerBrowser.open();
  await ownerBrowser.login(owner);
  const base = `/api/stores/${storeHash}`;
  for (const [method, url, body] of [
    ['PUT', `${base}/company-details`, companyDetails(`${bravoMarker} Ltd`)],
    ['POST', `${base}/subscription`, { price_id: 'price_enterprise_monthly' }],
  ] as const) {
    const response = await ownerBrowser.request(method, url, body);
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
  }
}

const companyDetails = (companyName: string) => ({
  company_name: companyName,
  email: 'billing@example.com',
  address_line1: '1 High Street',
  city: 'London',
  postcode: 'N1 1AA',
  country: 'GB',
});
afterAll(async () => {
  await inspectable.close();
  await new Promise((resolve) => platform.close(resolve));
});

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The bodies each write is tried with: each is valid for some route (a name, WebDAV settings, an
 * App Extension switch, a template reorder, a bulk delete of B's value, company details, a plan's
 * price), so a route that skipped its tenancy check would act on one of them and the database
 * comparison would show it.
 */
const probeBodies = (records: StoreRecords): unknown[] => [
  { name: 'Changed by another store' },
  companyDetails('Changed by another store'),
  { price_id: 'price_premium_monthly' },
  { webdav_username: 'intruder@example.com', webdav_password: 'intruder-password' },
  { enabled: true },
  [{ id: records.templateId, sort_order: 1 }],
  { 'id:in': [records.valueId] },
];

const storeRoutes = () => inspectable.server.routes.filter((route) => hasStoreParam(route.url));

function send(
  who: 'session' | { token: string },
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  requests += 1;
  const { app } = inspectable.server;
  if (who !== 'session') return asToken(app, who.token, options);
  return app.inject({
    ...options,
    headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrfToken },
  });
}

/** The requests of a route: one without a body for reads, one per probe body for writes. */
function requestsOf(route: { method: string }, url: string, records: StoreRecords) {
  const method = route.method as InjectOptions['method'];
  if (!writes.has(route.method)) return [{ method, url }];
  return probeBodies(records).map((payload) => ({
    method,
    url,
    payload: payload as InjectOptions['payload'],
  }));
}

const leaks = (response: LightMyRequestResponse) => response.body.includes(bravoMarker);

describe('tenancy on every route with a store in its address', () => {
  let before: Record<string, string[]>;
  beforeAll(async () => {
    before = await snapshot(inspectable.database);
  });

  it('walks the routes of every area', () => {
    const urls = storeRoutes().map((route) => route.url);
    expect(urls.length).toBeGreaterThan(30);
    for (const expected of [
      '/bc-api/stores/:storeHash/*',
      '/api/stores/:storeHash/api-tokens/:id',
      '/api/stores/:hash/webdav-settings',
      '/stores/:storeHash/app-extensions/:id',
      '/api/stores/:storeHash/custom-objects/:id/values/:valueId',
      '/api/stores/:storeHash/templates/:type/:id',
    ]) {
      expect(urls).toContain(expected);
    }
    // Under A's hash, B's ids must name nothing: none of them may also be one of A's.
    for (const key of ['objectId', 'fieldId', 'valueId', 'templateId', 'tokenId'] as const) {
      expect(alpha[key], key).not.toBe(bravo[key]);
    }
    for (const key of [
      'valueExportId',
      'valueImportId',
      'metafieldExportId',
      'metafieldImportId',
    ] as const) {
      expect(alpha.jobs?.[key], key).not.toBe(bravo.jobs?.[key]);
    }
  });

  it('seeds real jobs for both stores: every job id names a job of its own store', async () => {
    const jobs = (await snapshot(inspectable.database)).jobs?.map(
      (row) => JSON.parse(row) as { id: number; store_hash: string; status: string },
    );
    for (const records of [alpha, bravo]) {
      const { recordJobs = {}, ...families } = records.jobs ?? {};
      const ids = [
        ...Object.values(families),
        ...Object.values(recordJobs).flatMap((pair) => [pair.export, pair.import]),
      ];
      // The four families of a type, and an export and an import of each record address.
      expect(ids).toHaveLength(4 + 2 * 8);
      for (const id of ids) {
        expect(jobs?.find((job) => job.id === id)).toMatchObject({
          store_hash: records.storeHash,
          status: 'completed',
        });
      }
    }
  });

  it("(a) A's session with B's hash and B's ids: 403 or 404", async () => {
    const calls = platformCalls.length;
    for (const route of storeRoutes()) {
      const { url } = concreteRoute(route, bravo.storeHash, bravo);
      for (const request of requestsOf(route, url, bravo)) {
        const response = await send('session', request);
        expect({ request, status: response.statusCode, leaks: leaks(response) }).toEqual({
          request,
          status: expect.toBeOneOf([403, 404]),
          leaks: false,
        });
      }
    }
    // Refused before the platform: nothing was asked of it for B, nor with B's token.
    expect(bravoCallsSince(calls)).toEqual([]);
  });

  it("(b) A's API token with B's hash and B's ids: 403 or 404", async () => {
    const calls = platformCalls.length;
    const token = { token: alpha.token };
    for (const route of storeRoutes()) {
      const { url } = concreteRoute(route, bravo.storeHash, bravo);
      for (const request of requestsOf(route, url, bravo)) {
        const response = await send(token, request);
        let status = response.statusCode;
        // A route that takes no API token at all (the gateway: a browser's session only)
        // refuses it on the token's own store too; that is no answer about B.
        if (status === 401) {
          const own = concreteRoute(route, alpha.storeHash, alpha).url;
          const onOwnStore = await send(token, { ...request, url: own });
          if (onOwnStore.statusCode === 401) status = 404;
        }
        expect({ request, status, leaks: leaks(response) }).toEqual({
          request,
          status: expect.toBeOneOf([403, 404]),
          leaks: false,
        });
      }
    }
    expect(bravoCallsSince(calls)).toEqual([]);
  });

  it("(c) A's session with A's hash and B's record ids: 404", async () => {
    const calls = platformCalls.length;
    let walked = 0;
    for (const route of storeRoutes()) {
      const { url, namesRecord } = concreteRoute(route, alpha.storeHash, bravo);
      // Without a record in the address (lists, the gateway's platform paths, App Extensions
      // of the shared catalogue) the request names only A's own data: (d) reads those.
      if (!namesRecord) continue;
      walked += 1;
      for (const request of requestsOf(route, url, bravo)) {
        const response = await send('session', request);
        expect({ request, status: response.statusCode, leaks: leaks(response) }).toEqual({
          request,
          status: 404,
          leaks: false,
        });
      }
    }
    expect(walked).toBeGreaterThan(15);
    expect(bravoCallsSince(calls)).toEqual([]);
  });

  it("(e) one of B's real ids in an address that is otherwise A's own: 404, and B's own reads find it", async () => {
    const calls = platformCalls.length;
    const bravoPerson = await storePerson(inspectable.server, bravo.storeHash);
    const probed = new Set<string>();
    // An id that names nothing in either store: B's must be answered exactly as it is.
    const nothing = 999_999;
    const nowhere: StoreRecords = {
      ...alpha,
      objectId: nothing,
      fieldId: nothing,
      valueId: nothing,
      templateId: nothing,
      tokenId: nothing,
      jobs: {
        valueExportId: nothing,
        valueImportId: nothing,
        metafieldExportId: nothing,
        metafieldImportId: nothing,
      },
    };
    for (const route of storeRoutes()) {
      for (const key of ownedParamKeys(route)) {
        probed.add(key);
        const address = (other: StoreRecords) =>
          concreteRouteWith(route, alpha.storeHash, (param) => (param === key ? other : alpha));
        for (const request of requestsOf(route, address(bravo), alpha)) {
          const response = await send('session', request);
          const unknown = await send('session', { ...request, url: address(nowhere) });
          // A read is 404; a write may check its body first (422), as for an unknown id.
          expect({ request, status: response.statusCode, leaks: leaks(response) }).toEqual({
            request,
            status:
              route.method === 'GET'
                ? expect.toBeOneOf([403, 404])
                : expect.toBeOneOf([403, 404, 422]),
            leaks: false,
          });
          expect({ request, status: response.statusCode, body: response.body }).toEqual({
            request,
            status: unknown.statusCode,
            body: unknown.body,
          });
        }
      }
    }
    // Refused before the platform: nothing was asked of it for B, nor with B's token.
    expect(bravoCallsSince(calls)).toEqual([]);

    // The ids are real: the same read through each store's own address and person finds them.
    for (const route of storeRoutes()) {
      if (route.method !== 'GET' || ownedParamKeys(route).length === 0) continue;
      const own = await send('session', {
        method: 'GET',
        url: concreteRoute(route, alpha.storeHash, alpha).url,
      });
      expect({ url: route.url, status: own.statusCode }).toEqual({ url: route.url, status: 200 });
      const theirs = await bravoPerson.request(
        'GET',
        concreteRoute(route, bravo.storeHash, bravo).url,
      );
      expect({ url: route.url, status: theirs.statusCode }).toEqual({
        url: route.url,
        status: 200,
      });
    }
    // Every kind of id: resources, fields, values, templates, tokens and each job family.
    expect([...probed].sort()).toEqual(
      expect.arrayContaining([
        'api-tokens/:id',
        'custom-objects/:id',
        'export/:exportId',
        'export/:id',
        'fields/:fieldId',
        'import/:id',
        'import/:importId',
        'templates/:id',
        'values/:valueId',
      ]),
    );
    // A's token list holds only A's; B's person sees B's token id there.
    const tokens = await bravoPerson.request('GET', `/api/stores/${bravo.storeHash}/api-tokens`);
    expect(tokens.json<{ data: Array<{ id: number }> }>().data.map((row) => row.id)).toContain(
      bravo.tokenId,
    );
  });

  it("(d) A's reads, lists asked for B's ids (id:in) included, show none of B's rows", async () => {
    const bravoIds = [
      bravo.objectId,
      bravo.fieldId,
      bravo.valueId,
      bravo.templateId,
      bravo.tokenId,
    ];
    const reads = storeRoutes().filter((route) => route.method === 'GET');
    for (const route of reads) {
      const { url } = concreteRoute(route, alpha.storeHash, alpha);
      for (const query of ['', `?id:in=${bravoIds.join(',')}`]) {
        const response = await send('session', { method: 'GET', url: `${url}${query}` });
        // Reads that call the platform get the stub's empty lists; none may fail with 500.
        expect(leaks(response), `GET ${url}${query}: ${response.body}`).toBe(false);
        expect(response.statusCode, `GET ${url}${query}: ${response.body}`).not.toBe(500);
      }
    }
  });

  it("leaves the database as it was: none of B's rows (nor A's) changed", async () => {
    expect(await snapshot(inspectable.database)).toEqual(before);
  });

  it("B's own token reads B's rows on the same routes (the marker is seen when shown)", async () => {
    const shown: string[] = [];
    for (const route of storeRoutes().filter((entry) => entry.method === 'GET')) {
      const { url } = concreteRoute(route, bravo.storeHash, bravo);
      const response = await send({ token: bravo.token }, { method: 'GET', url });
      if (leaks(response)) shown.push(route.url);
    }
    // (The token list is a signed-in person's, not a token's: (e) reads it as B's person.)
    expect(shown).toEqual(
      expect.arrayContaining([
        '/api/stores/:hash/webdav-settings',
        '/api/stores/:storeHash/custom-objects',
        '/api/stores/:storeHash/custom-objects/:id/fields/:fieldId',
        '/api/stores/:storeHash/custom-objects/:id/values',
        '/api/stores/:storeHash/templates/:type',
        '/api/stores/:storeHash/templates/:type/:id',
      ]),
    );
  });

  it("compares B's rows of every table that holds them", async () => {
    const tablesWithBravo = Object.entries(await snapshot(inspectable.database))
      .filter(([, rows]) => rows.some((row) => row.includes(bravoMarker)))
      .map(([table]) => table);
    expect(tablesWithBravo).toEqual(
      expect.arrayContaining([
        'api_tokens',
        'billing_company_details',
        'custom_object_fields',
        'custom_object_values',
        'custom_objects',
        'templates',
        'webdav_settings',
      ]),
    );
  });

  afterAll(() => {
    console.info(`tenancy suite: ${storeRoutes().length} routes walked, ${requests} requests sent`);
  });
});
