import {
  apiTokenSchema,
  createdApiTokenSchema,
  storeSchema,
  type ApiTokenScope,
} from '@metafields/core';
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
  await server.addStore('ent');
  await server.addStore('starter');
  await server.addStore('other', { linked: false });
  await server.stores.setPlan('ent', 'enterprise');
  await server.stores.setPlan('other', 'enterprise');
  const browser = await server.signedInBrowser();
  return { server, browser };
}

const createToken = async (
  browser: Browser,
  store = 'ent',
  name = 'CI',
  scopes: ApiTokenScope[] = ['read', 'write'],
) => {
  const response = await browser.request('POST', `/api/stores/${store}/api-tokens`, {
    name,
    scopes,
  });
  expect(response.statusCode).toBe(201);
  return z.object(createdApiTokenSchema.shape).required().parse(response.json().data);
};

function bearer(
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
    await server.stores.setPlan('ent', 'enterprise', {
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
    await server.stores.uninstall('starter');
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
      {
        id: created.id,
        name: 'Deploy bot',
        scopes: ['read', 'write'],
        created_at: created.created_at,
      },
    ]);
    expect(list.body).not.toContain(created.token);
    // A second token is another token.
    const second = await createToken(browser, 'ent', 'Other');
    expect(second.token).not.toBe(created.token);
    // The store's list is the store's own.
    await createToken(browser, 'ent');
    const otherStoreTokens = await server.apiTokens.list('other');
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

  it('needs the enterprise plan to create a token, not to list or revoke one', async () => {
    const { browser } = await setUp();
    const response = await browser.request('POST', '/api/stores/starter/api-tokens', {
      name: 'CI',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'plan_required',
      message: 'Available on enterprise plan',
    });
    expect((await browser.request('GET', '/api/stores/starter/api-tokens')).json()).toEqual({
      data: [],
    });
    const revoke = await browser.request('DELETE', '/api/stores/starter/api-tokens/1');
    expect(revoke.json()).toMatchObject({ error: 'not_found' });
  });

  it('reads only unless the write scope is chosen, and shows the scopes in the list', async () => {
    const { browser } = await setUp();
    const chosen = async (body: object) => {
      const response = await browser.request('POST', '/api/stores/ent/api-tokens', body);
      expect(response.statusCode).toBe(201);
      return z
        .strictObject(apiTokenSchema.shape)
        .extend({ token: z.string() })
        .parse(response.json().data).scopes;
    };
    expect(await chosen({ name: 'Default' })).toEqual(['read']);
    expect(await chosen({ name: 'Reader', scopes: ['read'] })).toEqual(['read']);
    // A token that writes reads too.
    expect(await chosen({ name: 'Writer', scopes: ['write'] })).toEqual(['read', 'write']);
    expect(await chosen({ name: 'Both', scopes: ['write', 'read'] })).toEqual(['read', 'write']);
    const list = await browser.request('GET', '/api/stores/ent/api-tokens');
    expect(
      z
        .array(z.strictObject(apiTokenSchema.shape))
        .parse(list.json().data)
        .map((token) => [token.name, token.scopes]),
    ).toEqual([
      ['Default', ['read']],
      ['Reader', ['read']],
      ['Writer', ['read', 'write']],
      ['Both', ['read', 'write']],
    ]);
    for (const scopes of [[], ['admin'], 'read', ['read', 'write', 'read']]) {
      const response = await browser.request('POST', '/api/stores/ent/api-tokens', {
        name: 'Bad',
        scopes,
      });
      expect(response.statusCode, JSON.stringify(scopes)).toBe(422);
      const fields = Object.keys(response.json().errors as object);
      expect(fields.some((field) => field.startsWith('scopes'))).toBe(true);
    }
  });

  it('is open to a store on trial of the lower plan', async () => {
    const { server, browser } = await setUp();
    await server.stores.setPlan('starter', 'standard', {
      onTrial: true,
      trialEndsAt: '2030-01-01T00:00:00.000Z',
    });
    await createToken(browser, 'starter');
  });

  it("404s another store's tokens and an unknown id, and leaves them alone", async () => {
    const { server, browser } = await setUp();
    const theirs = await server.apiTokens.create('other', 'Theirs');
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
    expect(await server.apiTokens.list('other')).toHaveLength(1);
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
    expect((await bearer(server, 'GET', '/api/stores/ent', token)).statusCode).toBe(200);
    const response = await browser.request('DELETE', `/api/stores/ent/api-tokens/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const after = await bearer(server, 'GET', '/api/stores/ent', token);
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
    const write = await bearer(server, 'POST', '/api/stores/ent/templates/product', token, {
      name: 'By API',
      meta_key: 'by_api',
    });
    expect(write.statusCode).toBe(201);
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
    expect(await server.apiTokens.list('other')).toEqual([]);
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

describe('What an API token may not do', () => {
  const peopleOnly = {
    error: 'token_not_allowed',
    message: 'API tokens are managed by people signed in to the app, not with an API token.',
  };

  it('cannot make, list or revoke tokens, so a leaked one leaves no successor', async () => {
    const { server, browser } = await setUp();
    const { id, token } = await createToken(browser);
    const create = await bearer(server, 'POST', '/api/stores/ent/api-tokens', token, {
      name: 'Successor',
      scopes: ['read', 'write'],
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual(peopleOnly);
    const list = await bearer(server, 'GET', '/api/stores/ent/api-tokens', token);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual(peopleOnly);
    const revoke = await bearer(server, 'DELETE', `/api/stores/ent/api-tokens/${id}`, token);
    expect(revoke.statusCode).toBe(403);
    expect((await server.apiTokens.list('ent')).map((kept) => kept.name)).toEqual(['CI']);
    // Revoking the leaked token leaves nothing that still opens the store.
    await browser.request('DELETE', `/api/stores/ent/api-tokens/${id}`);
    expect((await bearer(server, 'GET', '/api/stores/ent', token)).statusCode).toBe(401);
  });

  it('cannot change the WebDAV login, though it may read the settings', async () => {
    const { server, browser } = await setUp();
    const { token } = await createToken(browser);
    const login = { webdav_username: 'thief@example.com', webdav_password: 'thief-password' };
    for (const method of ['POST', 'PUT'] as const) {
      const response = await bearer(
        server,
        method,
        '/api/stores/ent/webdav-settings',
        token,
        login,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'token_not_allowed',
        message:
          'WebDAV settings are changed by people signed in to the app, not with an API token.',
      });
    }
    const read = await bearer(server, 'GET', '/api/stores/ent/webdav-settings', token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ webdav_username: null, has_password: false });
    // A person still may.
    const saved = await browser.request('PUT', '/api/stores/ent/webdav-settings', login);
    expect(saved.statusCode).toBe(200);
  });

  it('stops reading and writing the moment its store loses the api-access feature', async () => {
    const { server, browser } = await setUp();
    const { token } = await createToken(browser);
    expect(
      (await bearer(server, 'GET', '/api/stores/ent/templates/product', token)).statusCode,
    ).toBe(200);
    await server.stores.setPlan('ent', 'premium');
    const refused = [
      await bearer(server, 'GET', '/api/stores/ent', token),
      await bearer(server, 'GET', '/api/stores/ent/templates/product', token),
      await bearer(server, 'POST', '/api/stores/ent/templates/product', token, {
        name: 'After downgrade',
        meta_key: 'after_downgrade',
      }),
      await bearer(server, 'GET', '/api/stores/ent/webdav-settings', token),
      await bearer(server, 'GET', '/bc-api/stores/ent/v3/catalog/brands', token),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'plan_required',
        message: 'Available on enterprise plan',
      });
    }
    // Nothing was written; an upgrade brings the token back.
    await server.stores.setPlan('ent', 'enterprise');
    const templates = await bearer(server, 'GET', '/api/stores/ent/templates/product', token);
    expect(templates.statusCode).toBe(200);
    expect(templates.body).not.toContain('After downgrade');
  });

  it('is revoked by a signed-in person after a downgrade, or once the app is uninstalled', async () => {
    const { server, browser } = await setUp();
    const first = await createToken(browser, 'ent', 'First');
    const second = await createToken(browser, 'ent', 'Second');
    await server.stores.setPlan('ent', 'standard');
    const list = await browser.request('GET', '/api/stores/ent/api-tokens');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((token: { name: string }) => token.name)).toEqual([
      'First',
      'Second',
    ]);
    const revoke = await browser.request('DELETE', `/api/stores/ent/api-tokens/${first.id}`);
    expect(revoke.statusCode).toBe(204);
    await server.stores.uninstall('ent');
    const afterUninstall = await browser.request(
      'DELETE',
      `/api/stores/ent/api-tokens/${second.id}`,
    );
    expect(afterUninstall.statusCode).toBe(204);
    expect(await server.apiTokens.list('ent')).toEqual([]);
  });

  it('with the read scope, reads and refuses every write, through the gateway too', async () => {
    const { server, browser } = await setUp();
    const { token } = await createToken(browser, 'ent', 'Reader', ['read']);
    const template = await browser.request('POST', '/api/stores/ent/templates/product', {
      name: 'Kept',
      meta_key: 'kept',
    });
    const templateId = z.number().parse(template.json().data.id);
    expect((await bearer(server, 'GET', '/api/stores/ent', token)).statusCode).toBe(200);
    expect(
      (await bearer(server, 'GET', '/api/stores/ent/templates/product', token)).statusCode,
    ).toBe(200);
    const writes = [
      await bearer(server, 'POST', '/api/stores/ent/templates/product', token, {
        name: 'By reader',
        meta_key: 'by_reader',
      }),
      await bearer(server, 'PUT', `/api/stores/ent/templates/product/${templateId}`, token, {
        name: 'Renamed',
      }),
      await bearer(server, 'DELETE', `/api/stores/ent/templates/product/${templateId}`, token),
      await bearer(server, 'POST', '/bc-api/stores/ent/v3/catalog/products/1/metafields', token, {
        namespace: 'n',
        key: 'k',
        value: 'v',
        permission_set: 'app_only',
      }),
      await bearer(
        server,
        'DELETE',
        '/bc-api/stores/ent/v3/catalog/products/1/metafields/1',
        token,
      ),
    ];
    for (const response of writes) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'token_scope',
        message:
          'This API token may only read. Create a token with the write scope to make changes.',
      });
    }
    const templates = await browser.request('GET', '/api/stores/ent/templates/product');
    expect(templates.body).toContain('Kept');
    expect(templates.body).not.toContain('By reader');
    expect(templates.body).not.toContain('Renamed');
  });
});
