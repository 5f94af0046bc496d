import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, DEMO, OTHER, type TestPlatform } from '../testing/platform.js';
import { CODE_LIFETIME_MS } from './oauth.js';
import { expectHtml } from './testing/markup.js';
import {
  consent,
  graphqlCall,
  install,
  ownerOf,
  registerApp,
  staffOf,
  testApp,
} from './testing/fixtures.js';

let platform: TestPlatform;
const app = testApp();
const second = testApp({
  clientId: 'second-app',
  clientSecret: 'second-secret',
  name: 'Second App',
  callbacks: { auth: 'http://second.test/auth', load: 'http://second.test/load' },
});

beforeAll(() => {
  platform = createTestPlatform();
  registerApp(platform.db, app);
  registerApp(platform.db, second);
});
afterAll(() => platform.close());

/** The documented token request for a consent's parameters, with overrides. */
async function tokenRequest(
  overrides: Record<string, unknown> = {},
  storeHash: string = DEMO.storeHash,
) {
  const params = await consent(platform.app, storeHash, app.clientId);
  return {
    client_id: app.clientId,
    client_secret: app.clientSecret,
    code: params.get('code'),
    scope: params.get('scope'),
    context: params.get('context'),
    grant_type: 'authorization_code',
    redirect_uri: app.callbacks.auth,
    ...overrides,
  };
}

const exchange = (payload: Record<string, unknown> | string, contentType = 'application/json') =>
  platform.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const storeApi = (token: string, storeHash: string = DEMO.storeHash) =>
  platform.app.inject({
    method: 'GET',
    url: `/stores/${storeHash}/v2/store`,
    headers: { 'x-auth-token': token },
  });

describe('the install page', () => {
  it("shows the app's name, its scopes and an Install button posting into the app frame", async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: `/manage/stores/demo/apps/${app.clientId}/install`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectHtml(response.body).toContain('<h1 id="install-heading">Install Test App</h1>');
    expectHtml(response.body).toContain('<code>store_v2_products</code>');
    expectHtml(response.body).toContain('<code>store_app_extensions_manage</code>');
    expectHtml(response.body).toMatch(
      /<form method="post" action="\/manage\/stores\/demo\/apps\/test-app\/install" target="app-frame"><button type="submit">Install<\/button>/,
    );
    expectHtml(response.body).toContain('<iframe class="app-frame" name="app-frame"');
  });

  it('answers 404 pages for an unknown app or store', async () => {
    for (const url of [
      '/manage/stores/demo/apps/nobody/install',
      '/manage/stores/nostore/apps/test-app/install',
    ]) {
      const response = await platform.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});

describe('consent', () => {
  it('redirects (303) to the auth callback with code, scope, context and the account_uuid', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: `/manage/stores/demo/apps/${app.clientId}/install`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe('http://app.test/auth');
    const store = platform.db
      .prepare<[string], { account_uuid: string }>(
        'SELECT account_uuid FROM stores WHERE store_hash = ?',
      )
      .get('demo')!;
    expect(Object.fromEntries(location.searchParams)).toEqual({
      code: expect.stringMatching(/^[a-z0-9]{16}$/),
      scope: 'store_v2_products store_app_extensions_manage',
      context: 'stores/demo',
      account_uuid: store.account_uuid,
    });
    const row = platform.db
      .prepare<[string], { expires_at: number }>(
        'SELECT expires_at FROM oauth_codes WHERE code = ?',
      )
      .get(location.searchParams.get('code')!)!;
    expect(row.expires_at - Date.now()).toBeGreaterThan(CODE_LIFETIME_MS - 60_000);
    expect(row.expires_at - Date.now()).toBeLessThanOrEqual(CODE_LIFETIME_MS);
  });
});

describe('POST /oauth2/token', () => {
  it('answers the documented body; the token works on the store API as the app', async () => {
    const response = await exchange(await tokenRequest());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const owner = ownerOf(platform.db, 'demo');
    const store = platform.db
      .prepare<[string], { account_uuid: string }>(
        'SELECT account_uuid FROM stores WHERE store_hash = ?',
      )
      .get('demo')!;
    const body = response.json<{ access_token: string }>();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[a-z0-9]{31}$/),
      scope: 'store_v2_products store_app_extensions_manage',
      user: { id: owner.id, username: owner.email, email: owner.email },
      owner: { id: owner.id, username: owner.email, email: owner.email },
      context: 'stores/demo',
      account_uuid: store.account_uuid,
    });
    expect(owner.email).toBe('owner@store-demo.mybigcommerce.com');
    expect((await storeApi(body.access_token)).statusCode).toBe(200);
    expect((await storeApi(body.access_token, OTHER.storeHash)).statusCode).toBe(403);
    // The store API sees the app as the caller: what it creates belongs to its client id.
    const created = await graphqlCall(
      platform.app,
      'demo',
      body.access_token,
      `mutation { appExtension { createAppExtension(input: { context: PANEL, model: ORDERS, url: "/o/\${id}", label: { defaultValue: "O" } }) { appExtension { id } } } }`,
    );
    expect(created.body.errors).toBeUndefined();
    const row = platform.db
      .prepare<[], { client_id: string }>(
        'SELECT client_id FROM app_extensions ORDER BY id DESC LIMIT 1',
      )
      .get()!;
    expect(row.client_id).toBe(app.clientId);
  });

  it('accepts a form-encoded body too', async () => {
    const request = await tokenRequest();
    const form = new URLSearchParams(request as Record<string, string>).toString();
    const response = await exchange(form, 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('access_token');
  });

  it("names the user who consented, here a staff user, besides the store's owner", async () => {
    const staff = staffOf(platform.db, 'demo');
    const owner = ownerOf(platform.db, 'demo');
    const body = await install(platform.app, app, 'demo', staff.id);
    expect(body.user.id).toBe(staff.id);
    expect(body.owner.id).toBe(owner.id);
  });

  it("replaces the app's previous token for the store", async () => {
    const first = await install(platform.app, app, 'demo');
    const next = await install(platform.app, app, 'demo');
    expect(next.access_token).not.toBe(first.access_token);
    expect((await storeApi(first.access_token)).statusCode).toBe(401);
    expect((await storeApi(next.access_token)).statusCode).toBe(200);
    const count = platform.db
      .prepare<[string, string], { n: number }>(
        'SELECT COUNT(*) AS n FROM app_tokens WHERE store_hash = ? AND client_id = ?',
      )
      .get('demo', app.clientId)!.n;
    expect(count).toBe(1);
  });

  const expectError = async (
    payload: Record<string, unknown> | string,
    status: number,
    error: string,
    contentType?: string,
  ) => {
    const response = await exchange(payload, contentType);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error, error_description: expect.any(String) });
    return response;
  };

  it('refuses a body without the documented fields (invalid_request)', async () => {
    const { code: _code, redirect_uri: _uri, ...rest } = await tokenRequest();
    const response = await expectError(rest, 400, 'invalid_request');
    expect(response.json().error_description).toMatch(/code.*redirect_uri/);
    await expectError('{"client_id":', 400, 'invalid_request');
    await expectError('[]', 400, 'invalid_request');
  });

  it('refuses another grant type (unsupported_grant_type)', async () => {
    await expectError(
      await tokenRequest({ grant_type: 'client_credentials' }),
      400,
      'unsupported_grant_type',
    );
  });

  it('refuses an unknown client or a wrong secret with 401 (invalid_client)', async () => {
    await expectError(await tokenRequest({ client_id: 'nobody' }), 401, 'invalid_client');
    await expectError(await tokenRequest({ client_secret: 'guess' }), 401, 'invalid_client');
  });

  it('refuses an unknown code, a used one and an expired one (invalid_grant)', async () => {
    await expectError(await tokenRequest({ code: 'notacode' }), 400, 'invalid_grant');
    const request = await tokenRequest();
    expect((await exchange(request)).statusCode).toBe(200);
    const reused = await expectError(request, 400, 'invalid_grant');
    expect(reused.json().error_description).toMatch(/already been used/);
    const stale = await tokenRequest();
    platform.db
      .prepare('UPDATE oauth_codes SET expires_at = ? WHERE code = ?')
      .run(Date.now() - 1, stale.code);
    const expired = await expectError(stale, 400, 'invalid_grant');
    expect(expired.json().error_description).toMatch(/expired/);
  });

  it("refuses another app's code, even with that app's own credentials correct", async () => {
    const request = await tokenRequest();
    await expectError(
      {
        ...request,
        client_id: second.clientId,
        client_secret: second.clientSecret,
        redirect_uri: second.callbacks.auth,
      },
      400,
      'invalid_grant',
    );
    // The refused attempt did not spend the code.
    expect((await exchange(request)).statusCode).toBe(200);
  });

  it('refuses a redirect_uri other than the registered auth callback (invalid_grant)', async () => {
    const response = await expectError(
      await tokenRequest({ redirect_uri: 'http://app.test/auth/' }),
      400,
      'invalid_grant',
    );
    expect(response.json().error_description).toMatch(/redirect_uri/);
  });

  it("refuses a code used with another store's context (invalid_grant)", async () => {
    await expectError(await tokenRequest({ context: 'stores/other' }), 400, 'invalid_grant');
    const otherStoreCode = await tokenRequest({ context: 'stores/demo' }, OTHER.storeHash);
    await expectError(otherStoreCode, 400, 'invalid_grant');
  });

  it('refuses a scope other than the one granted (invalid_scope), in any order is fine', async () => {
    await expectError(await tokenRequest({ scope: 'store_v2_products' }), 400, 'invalid_scope');
    const reordered = await tokenRequest({
      scope: 'store_app_extensions_manage store_v2_products',
    });
    expect((await exchange(reordered)).statusCode).toBe(200);
  });
});
