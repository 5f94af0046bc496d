import { storeSchema, type Feature } from '@metafields/core';
import { afterEach, describe, expect, it } from 'vitest';
import { requireFeature, storeOfRequest } from './storeAccess.js';
import { planCatalogue } from '../storesApi/plans.js';
import { startTestServer } from '../testing/testServer.js';
import { HttpError } from '../http/errors.js';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** A server with a probe route that answers the store `storeOfRequest` gives it. */
async function serverWithProbe() {
  const server = await startTestServer();
  servers.push(server);
  server.app.get('/api/stores/:storeHash/probe', async (request) => ({
    store: (await storeOfRequest(request, { stores: server.stores })).store_hash,
  }));
  server.app.get('/api/stores/:storeHash/probe-any', async (request) => ({
    store: (await storeOfRequest(request, { stores: server.stores }, { allowInactive: true }))
      .store_hash,
  }));
  await server.addStore('mine');
  await server.addStore('theirs', { linked: false });
  return server;
}

describe('storeOfRequest', () => {
  it("gives a linked user's store, and 404s another's or an unknown one alike", async () => {
    const server = await serverWithProbe();
    const browser = await server.signedInBrowser();
    expect((await browser.request('GET', '/api/stores/mine/probe')).json()).toEqual({
      store: 'mine',
    });
    for (const hash of ['theirs', 'nowhere']) {
      const response = await browser.request('GET', `/api/stores/${hash}/probe`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'store_not_found',
        message: 'Unable to access store',
      });
    }
  });

  it('asks a request with neither session nor token to log in', async () => {
    const server = await serverWithProbe();
    const response = await server.app.inject({ method: 'GET', url: '/api/stores/mine/probe' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthenticated' });
  });

  it('accepts a token for its own store only, and refuses an unknown token', async () => {
    const server = await serverWithProbe();
    // Tokens are for stores whose plan has API access (see checkApiTokenRequest).
    await server.stores.setPlan('theirs', 'enterprise');
    const { token } = await server.apiTokens.create('theirs', 'CI');
    const call = (hash: string, value = token) =>
      server.app.inject({
        method: 'GET',
        url: `/api/stores/${hash}/probe`,
        headers: { authorization: `Bearer ${value}` },
      });
    // The token opens its store even though no user of this session is linked to it.
    expect((await call('theirs')).json()).toEqual({ store: 'theirs' });
    expect((await call('mine')).statusCode).toBe(404);
    expect((await call('theirs', `${token}x`)).statusCode).toBe(401);
    expect((await call('theirs', 'mst_unknown')).json()).toMatchObject({ error: 'invalid_token' });
  });

  it('refuses an inactive store with 403, unless the route reads the store itself', async () => {
    const server = await serverWithProbe();
    await server.stores.uninstall('mine');
    const browser = await server.signedInBrowser();
    const response = await browser.request('GET', '/api/stores/mine/probe');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'store_inactive' });
    expect((await browser.request('GET', '/api/stores/mine/probe-any')).json()).toEqual({
      store: 'mine',
    });
  });
});

describe('requireFeature', () => {
  const store = (fields: Partial<ReturnType<typeof storeSchema.parse>> = {}) =>
    storeSchema.parse({
      store_hash: 's',
      name: 'S',
      currency: 'USD',
      timezone_name: 'UTC',
      active: true,
      plan: 'standard',
      plan_features: [],
      ...fields,
    });

  const refusal = (feature: Feature, fields = {}) => {
    try {
      requireFeature(store(fields), feature);
      return undefined;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return { status: error.status, ...error.toBody() };
    }
  };

  it("refuses what the plan lacks with the spec's message for that feature", () => {
    expect(refusal('api-access')).toEqual({
      status: 403,
      error: 'plan_required',
      message: 'Available on enterprise plan',
    });
    expect(refusal('custom-objects')?.message).toBe('Available on enterprise plan');
    expect(refusal('import-export')?.message).toBe('Available on premium plans and above');
    expect(refusal('shared-metafields')?.message).toBe('Available on premium plans and above');
  });

  it('allows what the plan includes, and everything on trial, sandbox or as an original subscriber', () => {
    const premium = { plan: 'premium', plan_features: [...planCatalogue.premium] };
    expect(refusal('import-export', premium)).toBeUndefined();
    expect(refusal('api-access', premium)?.status).toBe(403);
    const enterprise = { plan: 'enterprise', plan_features: [...planCatalogue.enterprise] };
    expect(refusal('api-access', enterprise)).toBeUndefined();
    for (const flag of ['on_trial', 'is_sandbox', 'is_original_subscriber']) {
      expect(refusal('api-access', { [flag]: true })).toBeUndefined();
    }
  });
});
