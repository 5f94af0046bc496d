import { apiTokenSchema, createdApiTokenSchema, storeSchema } from '@metafields/core';
import * as z from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type Browser } from '../testing/testServer.js';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/**
 * `ent` on the enterprise plan and `starter` on the lower plan, both the demo user's, and
 * `other` on enterprise but not theirs.
 */
async function setUp() {
  const server = await startTestServer();
  servers.push(server);
  server.addStore('ent');
  server.addStore('starter');
  server.addStore('other', { linked: false });
  server.stores.setPlan('ent', 'enterprise');
  server.stores.setPlan('other', 'enterprise');
  const browser = await server.signedInBrowser();
  return { server, browser };
}

const createToken = async (browser: Browser, store = 'ent', name = 'CI') => {
  const response = await browser.request('POST', `/api/stores/${store}/api-tokens`, { name });
  expect(response.statusCode).toBe(201);
  return z.object(createdApiTokenSchema.shape).required().parse(response.json().data);
};

function bearer(
  server: TestServer,
  method: 'GET' | 'POST' | 'DELETE',
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

describe('GET /api/stores and /api/stores/{hash}', () => {
  it("lists the user's stores with their plans, as core's Store", async () => {
    const { browser } = await setUp();
    const response = await browser.request('GET', '/api/stores');
    const stores = z.array(z.strictObject(storeSchema.shape)).parse(response.json().data);
    expect(stores.map((store) => [store.store_hash, store.plan])).toEqual([
      ['ent', 'enterprise'],
      ['starter', 'standard'],
    ]);
  });

  it('reads one store with plan, features and trial flags, and no token', async () => {
    const { server, browser } = await setUp();
    server.stores.setPlan('ent', 'enterprise', {
      onTrial: true,
      trialEndsAt: '2030-01-01T00:00:00.000Z',
    });
    const response = await browser.request('GET', '/api/stores/ent');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('token-ent');
    const store = z.strictObject(storeSchema.shape).parse(response.json().data);
    expect(store).toMatchObject({
      store_hash: 'ent',
      plan: 'enterprise',
      plan_features: expect.arrayContaining(['custom-objects', 'api-access']),
      on_trial: true,
      trial_ends_at: '2030-01-01T00:00:00.000Z',
      is_sandbox: false,
      has_free_access: false,
      stripe_id: null,
    });
  });

  it('404s another store and an unknown one; reads an uninstalled store as inactive', async () => {
    const { server, browser } = await setUp();
    for (const hash of ['other', 'nowhere']) {
      const response = await browser.request('GET', `/api/stores/${hash}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'store_not_found',
        message: 'Unable to access store',
      });
    }
    server.stores.uninstall('starter');
    const response = await browser.request('GET', '/api/stores/starter');
    expect(response.json().data).toMatchObject({ active: false });
  });
});

describe('feature flags meta tag', () => {
  it("puts the UI flags in the app's HTML as a JSON list", async () => {
    const { browser } = await setUp();
    const page = await browser.request('GET', '/stores/ent');
    const match = /<meta name="feature-flags" content="([^"]*)"/.exec(page.body);
    expect(match).not.toBeNull();
    const flags: unknown = JSON.parse(match![1]!.replaceAll('&quot;', '"'));
    expect(flags).toEqual(['custom_objects']);
  });
});

describe('API tokens', () => {
  it('creates a token shown once, lists it without the token, and stores only its hash', async () => {
    const { server, browser } = await setUp();
    const created = await createToken(browser, 'ent', '  Deploy bot  ');
    expect(created.name).toBe('Deploy bot');
    expect(created.token).toMatch(/^mst_[A-Za-z0-9_-]{43}$/);
    const list = await browser.request('GET', '/api/stores/ent/api-tokens');
    expect(list.statusCode).toBe(200);
    const tokens = z.array(z.strictObject(apiTokenSchema.shape)).parse(list.json().data);
    expect(tokens).toEqual([
      { id: created.id, name: 'Deploy bot', created_at: created.created_at },
    ]);
    expect(list.body).not.toContain(created.token);
    // A second token is another token.
    const second = await createToken(browser, 'ent', 'Other');
    expect(second.token).not.toBe(created.token);
    // The store's list is the store's own.
    await createToken(browser, 'ent');
    const otherStoreTokens = server.stores.apiTokens.list('other');
    expect(otherStoreTokens).toEqual([]);
  });

  it('refuses bad names with field errors', async () => {
    const { browser } = await setUp();
    const cases: [unknown, string][] = [
      [{ name: '' }, 'Token name is required'],
      [{ name: '   ' }, 'Token name is required'],
      [{}, 'Token name is required'],
      [{ name: 42 }, 'Token name is required'],
      [{ name: 'x'.repeat(256) }, 'Use at most 255 characters'],
    ];
    for (const [body, message] of cases) {
      const response = await browser.request('POST', '/api/stores/ent/api-tokens', body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        error: 'invalid_input',
        errors: { name: [message] },
      });
    }
    const unknown = await browser.request('POST', '/api/stores/ent/api-tokens', {
      name: 'ok',
      store_hash: 'other',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('_');
    expect((await browser.request('GET', '/api/stores/ent/api-tokens')).json().data).toEqual([]);
  });

  it('needs the enterprise plan for every token route', async () => {
    const { browser } = await setUp();
    for (const [method, url, body] of [
      ['GET', '/api/stores/starter/api-tokens'],
      ['POST', '/api/stores/starter/api-tokens', { name: 'CI' }],
      ['DELETE', '/api/stores/starter/api-tokens/1'],
    ] as const) {
      const response = await browser.request(method, url, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'plan_required',
        message: 'Available on enterprise plan',
      });
    }
  });

  it('is open to a store on trial of the lower plan', async () => {
    const { server, browser } = await setUp();
    server.stores.setPlan('starter', 'standard', {
      onTrial: true,
      trialEndsAt: '2030-01-01T00:00:00.000Z',
    });
    await createToken(browser, 'starter');
  });

  it("404s another store's tokens and an unknown id, and leaves them alone", async () => {
    const { server, browser } = await setUp();
    const theirs = server.stores.apiTokens.create('other', 'Theirs');
    for (const method of ['GET', 'POST'] as const) {
      const response = await browser.request(method, '/api/stores/other/api-tokens', { name: 'x' });
      expect(response.statusCode).toBe(404);
    }
    // Their token's id, through a store of ours: not found, and still working.
    for (const id of [String(theirs.id), '999', 'abc', '-1']) {
      const response = await browser.request('DELETE', `/api/stores/ent/api-tokens/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
    expect(server.stores.apiTokens.list('other')).toHaveLength(1);
    expect((await bearer(server, 'GET', '/api/stores/other', theirs.token)).statusCode).toBe(200);
  });

  it('refuses a session write without the CSRF token', async () => {
    const { browser } = await setUp();
    const create = await browser.request(
      'POST',
      '/api/stores/ent/api-tokens',
      { name: 'CI' },
      false,
    );
    expect(create.statusCode).toBe(403);
    expect(create.json()).toMatchObject({ error: 'csrf' });
    const { id } = await createToken(browser);
    const remove = await browser.request(
      'DELETE',
      `/api/stores/ent/api-tokens/${id}`,
      undefined,
      false,
    );
    expect(remove.statusCode).toBe(403);
    expect((await browser.request('GET', '/api/stores/ent/api-tokens')).json().data).toHaveLength(
      1,
    );
  });

  it('deletes with 204, revoking the token at once', async () => {
    const { server, browser } = await setUp();
    const { id, token } = await createToken(browser);
    expect((await bearer(server, 'GET', '/api/stores/ent/api-tokens', token)).statusCode).toBe(200);
    const response = await browser.request('DELETE', `/api/stores/ent/api-tokens/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const after = await bearer(server, 'GET', '/api/stores/ent/api-tokens', token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'invalid_token' });
    expect((await browser.request('GET', '/api/stores/ent/api-tokens')).json().data).toEqual([]);
    expect((await browser.request('DELETE', `/api/stores/ent/api-tokens/${id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('Bearer API tokens', () => {
  it('authenticate calls to their own store, writes included, with no CSRF token', async () => {
    const { server, browser } = await setUp();
    const { token } = await createToken(browser);
    const read = await bearer(server, 'GET', '/api/stores/ent', token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ store_hash: 'ent' });
    const write = await bearer(server, 'POST', '/api/stores/ent/api-tokens', token, {
      name: 'By API',
    });
    expect(write.statusCode).toBe(201);
    const { id } = z.object(createdApiTokenSchema.shape).required().parse(write.json().data);
    const remove = await bearer(server, 'DELETE', `/api/stores/ent/api-tokens/${id}`, token);
    expect(remove.statusCode).toBe(204);
  });

  it('never open another store, nor the user routes', async () => {
    const { server, browser } = await setUp();
    const { token } = await createToken(browser);
    for (const url of [
      '/api/stores/other',
      '/api/stores/other/api-tokens',
      '/api/stores/starter',
    ]) {
      const response = await bearer(server, 'GET', url, token);
      expect(response.statusCode).toBe(404);
    }
    const write = await bearer(server, 'POST', '/api/stores/other/api-tokens', token, {
      name: 'x',
    });
    expect(write.statusCode).toBe(404);
    expect(server.stores.apiTokens.list('other')).toEqual([]);
    const me = await bearer(server, 'GET', '/api/users/me', token);
    expect(me.statusCode).toBe(401);
    // The store list is a user's, not a store's.
    expect((await bearer(server, 'GET', '/api/stores', token)).statusCode).toBe(401);
  });

  it('with a session cookie, a write still needs the CSRF token', async () => {
    const { server, browser } = await setUp();
    const { token } = await createToken(browser);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/stores/ent/api-tokens',
      headers: { authorization: `Bearer ${token}`, cookie: browser.cookie },
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'csrf' });
  });
});
