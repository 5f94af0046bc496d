import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestPlatform, DEMO, type TestPlatform } from '../testing/platform.js';
import { verifySignedPayload, type SignedPayloadClaims } from './jwt.js';
import { expectHtml, squash } from './testing/markup.js';
import { closedUrl, startRecorder, type Recorder } from './testing/recorder.js';
import {
  graphqlCall,
  install,
  ownerOf,
  registerApp,
  staffOf,
  testApp,
} from './testing/fixtures.js';
import type { AppRegistration } from './registry.js';
import type { ControlPanelUser } from './users.js';

let platform: TestPlatform;
let recorder: Recorder;
let app: AppRegistration;
let failing: AppRegistration;
const notInstalled = testApp({ clientId: 'idle-app', name: 'Idle App' });
let owner: ControlPanelUser;
let staff: ControlPanelUser;
let token: string;

beforeAll(async () => {
  platform = createTestPlatform();
  recorder = await startRecorder();
  const dead = await closedUrl();
  app = testApp({
    callbacks: {
      auth: `${recorder.url}/auth`,
      load: `${recorder.url}/load?tenant=1`,
      uninstall: `${recorder.url}/uninstall`,
      removeUser: `${recorder.url}/remove_user`,
    },
  });
  failing = testApp({
    clientId: 'failing-app',
    clientSecret: 'failing-secret',
    name: 'Failing App',
    callbacks: {
      auth: `${dead}/auth`,
      load: `${dead}/load`,
      uninstall: `${dead}/uninstall`,
      removeUser: `${dead}/remove_user`,
    },
  });
  for (const registration of [app, failing, notInstalled]) registerApp(platform.db, registration);
  owner = ownerOf(platform.db, 'demo');
  staff = staffOf(platform.db, 'demo');
});
afterAll(async () => {
  await recorder.close();
  await platform.close();
});
beforeEach(async () => {
  token = (await install(platform.app, app, 'demo')).access_token;
  recorder.requests.length = 0;
});

const get = (url: string) => platform.app.inject({ method: 'GET', url });
const post = (url: string) =>
  platform.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

const unescape = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The app frame's src of a page, and the claims of its signed payload. */
function frameOf(
  body: string,
  registration: AppRegistration = app,
): { src: URL; claims: SignedPayloadClaims } {
  const match = /<iframe class="app-frame" name="app-frame" title="[^"]*" src="([^"]*)"/.exec(
    squash(body),
  );
  if (!match) throw new Error('no app frame on the page');
  const src = new URL(unescape(match[1]!));
  const claims = verifySignedPayload(
    src.searchParams.get('signed_payload_jwt') ?? '',
    registration.clientSecret,
    {
      audience: registration.clientId,
    },
  );
  return { src, claims };
}

const CREATE = `mutation($input: CreateAppExtensionInput!) { appExtension { createAppExtension(input: $input) { appExtension { id } } } }`;
async function addExtension(input: Record<string, unknown>, appToken = token): Promise<number> {
  const { body } = await graphqlCall(platform.app, 'demo', appToken, CREATE, { input });
  expect(body.errors).toBeUndefined();
  const id = (
    body.data as { appExtension: { createAppExtension: { appExtension: { id: string } } } }
  ).appExtension.createAppExtension.appExtension.id;
  return Number(id.split('/').at(-1));
}
const firstId = (table: 'products' | 'orders' | 'customers') =>
  platform.db
    .prepare<[], { id: number }>(
      `SELECT id FROM ${table} WHERE store_hash = 'demo' ORDER BY id LIMIT 1`,
    )
    .get()!.id;

describe('the store home', () => {
  it('lists the registered apps with what each allows: install, or open and uninstall', async () => {
    const response = await get('/manage/stores/demo');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expectHtml(html).toMatch(/^<!doctype html><html lang="en">/);
    expectHtml(html).toContain(
      '<a href="/manage/stores/demo/apps/idle-app/install">Install<span class="visually-hidden"> Idle App</span></a>',
    );
    expectHtml(html).toContain(
      '<a href="/manage/stores/demo/apps/test-app">Open<span class="visually-hidden"> Test App</span></a>',
    );
    expectHtml(html).toContain(
      '<form class="inline" method="post" action="/manage/stores/demo/apps/test-app/uninstall">',
    );
    expectHtml(html).toContain(`Acting as <strong>${owner.first_name} ${owner.last_name}</strong>`);
    expectHtml(html).toContain(
      `<a href="/manage/stores/demo?user=${staff.id}">Act as Sam Rivera</a>`,
    );
    expectHtml(html).toContain(`/manage/stores/demo/products/${firstId('products')}/edit`);
  });

  it('acts as another user with ?user=, and keeps it in links and forms', async () => {
    const html = (await get(`/manage/stores/demo?user=${staff.id}`)).body;
    expectHtml(html).toContain('Acting as <strong>Sam Rivera</strong>');
    expectHtml(html).toContain(`<a href="/manage/stores/demo/apps/test-app?user=${staff.id}">Open`);
    expectHtml(html).toContain(
      `action="/manage/stores/demo/apps/test-app/uninstall?user=${staff.id}"`,
    );
    // Only the owner manages other users' access.
    expectHtml(html).not.toContain('Remove access');
  });

  it('answers HTML error pages for an unknown store or user and a malformed user id', async () => {
    for (const [url, status] of [
      ['/manage/stores/nostore', 404],
      ['/manage/stores/demo?user=42', 404],
      ['/manage/stores/demo?user=abc', 400],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expectHtml(response.body).toContain('<html lang="en">');
    }
  });

  it('escapes what apps and stores call themselves', async () => {
    registerApp(
      platform.db,
      testApp({ clientId: 'evil-app', name: '<script>alert("x")</script> & Co' }),
    );
    const html = (await get('/manage/stores/demo')).body;
    expectHtml(html).not.toContain('<script>alert');
    expectHtml(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    platform.db.prepare("DELETE FROM apps WHERE client_id = 'evil-app'").run();
  });
});

describe('the app page', () => {
  it("loads the app's load callback in an iframe with a fresh JWT for the owner", async () => {
    const first = await get('/manage/stores/demo/apps/test-app');
    expect(first.statusCode).toBe(200);
    const { src, claims } = frameOf(first.body);
    expect(`${src.origin}${src.pathname}`).toBe(`${recorder.url}/load`);
    expect(src.searchParams.get('tenant')).toBe('1');
    expect(claims).toMatchObject({
      aud: 'test-app',
      iss: 'bc',
      sub: 'stores/demo',
      user: { id: owner.id, email: owner.email, locale: 'en-US' },
      owner: { id: owner.id, email: owner.email },
      url: '/',
      channel_id: null,
    });
    expect(claims.exp - claims.nbf).toBe(86_400);
    const again = frameOf((await get('/manage/stores/demo/apps/test-app')).body);
    expect(again.claims.jti).not.toBe(claims.jti);
  });

  it('signs for the user the control panel acts as', async () => {
    const { claims } = frameOf(
      (await get(`/manage/stores/demo/apps/test-app?user=${staff.id}`)).body,
    );
    expect(claims.user).toEqual({
      id: staff.id,
      email: `staff@store-demo.mybigcommerce.com`,
      locale: 'pt-BR',
    });
    expect(claims.owner).toEqual({ id: owner.id, email: owner.email });
  });

  it('passes a deep link and a channel through, and refuses a URL that is not a path', async () => {
    const { claims } = frameOf(
      (await get('/manage/stores/demo/apps/test-app?url=%2Forders%2F7%2Fthanks&channel_id=2')).body,
    );
    expect(claims.url).toBe('/orders/7/thanks');
    expect(claims.channel_id).toBe(2);
    expect(
      (await get('/manage/stores/demo/apps/test-app?url=https%3A%2F%2Fevil.example')).statusCode,
    ).toBe(400);
  });

  it('is not found for an app that is not installed', async () => {
    const response = await get('/manage/stores/demo/apps/idle-app');
    expect(response.statusCode).toBe(404);
    expectHtml(response.body).toContain('Idle App is not installed in this store.');
  });
});

describe('edit pages and App Extensions', () => {
  let panelId: number;
  let linkId: number;
  beforeEach(async () => {
    platform.db.prepare('DELETE FROM app_extensions').run();
    panelId = await addExtension({
      context: 'PANEL',
      model: 'PRODUCTS',
      url: '/products/${id}/metafields',
      label: {
        defaultValue: 'Metafields',
        locales: [{ value: 'Metacampos', localeCode: 'pt-BR' }],
      },
    });
    linkId = await addExtension({
      context: 'LINK',
      model: 'PRODUCTS',
      url: '/deep/${id}?tab=${id}',
      label: { defaultValue: 'Open in app' },
    });
  });

  it("shows the record's name and the installed apps' extensions for the model as a menu", async () => {
    const id = firstId('products');
    const name = platform.db
      .prepare<[number], { name: string }>('SELECT name FROM products WHERE id = ?')
      .get(id)!.name;
    const response = await get(`/manage/stores/demo/products/${id}/edit`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expectHtml(html).toContain(`Edit product: ${name}`.replace(/&/g, '&amp;'));
    expectHtml(html).toContain('<nav aria-labelledby="extensions-heading">');
    expectHtml(html).toContain(
      `<a href="/manage/stores/demo/products/${id}/edit?extension=${panelId}">Metafields</a>`,
    );
    expectHtml(html).toContain(
      `<a href="/manage/stores/demo/apps/test-app?url=${encodeURIComponent(`/deep/${id}?tab=${id}`)}">Open in app</a>`,
    );
    expectHtml(html).not.toContain('<iframe');
  });

  it('opens a PANEL extension beside the record: the JWT url is the extension URL with ${id} filled', async () => {
    const id = firstId('products');
    const html = (await get(`/manage/stores/demo/products/${id}/edit?extension=${panelId}`)).body;
    expectHtml(html).toContain('<aside aria-labelledby="panel-heading">');
    const { src, claims } = frameOf(html);
    expect(src.pathname).toBe('/load');
    expect(claims.url).toBe(`/products/${id}/metafields`);
    expect(claims.user.id).toBe(owner.id);
  });

  it("labels the menu in the user's locale when the app gave one", async () => {
    const id = firstId('products');
    const html = (await get(`/manage/stores/demo/products/${id}/edit?user=${staff.id}`)).body;
    expectHtml(html).toContain(
      `<a href="/manage/stores/demo/products/${id}/edit?extension=${panelId}&amp;user=${staff.id}">Metacampos</a>`,
    );
  });

  it('follows a LINK extension to the app page with the deep link in the JWT', async () => {
    const id = firstId('products');
    const { claims } = frameOf(
      (
        await get(
          `/manage/stores/demo/apps/test-app?url=${encodeURIComponent(`/deep/${id}?tab=${id}`)}`,
        )
      ).body,
    );
    expect(claims.url).toBe(`/deep/${id}?tab=${id}`);
  });

  it("refuses a LINK extension, another model's extension or an unknown one as a panel", async () => {
    const id = firstId('products');
    const orderExtension = await addExtension({
      context: 'PANEL',
      model: 'ORDERS',
      url: '/orders/${id}',
      label: { defaultValue: 'Order tools' },
    });
    for (const extension of [linkId, orderExtension, 999_999]) {
      expect(
        (await get(`/manage/stores/demo/products/${id}/edit?extension=${extension}`)).statusCode,
      ).toBe(404);
    }
  });

  it('shows orders by number, with the order channel in the JWT, and customers by name', async () => {
    await addExtension({
      context: 'PANEL',
      model: 'ORDERS',
      url: '/orders/${id}/notes',
      label: { defaultValue: 'Notes' },
    });
    const customerExtension = await addExtension({
      context: 'PANEL',
      model: 'CUSTOMERS',
      url: '/customers/${id}/crm',
      label: { defaultValue: 'CRM' },
    });
    const order = platform.db
      .prepare<[], { id: number; channel_id: number }>(
        "SELECT id, channel_id FROM orders WHERE store_hash = 'demo' ORDER BY id LIMIT 1",
      )
      .get()!;
    const orderExtension = Number(
      /edit\?extension=(\d+)">Notes</.exec(
        squash((await get(`/manage/stores/demo/orders/${order.id}/edit`)).body),
      )![1],
    );
    const orderPage = (
      await get(`/manage/stores/demo/orders/${order.id}/edit?extension=${orderExtension}`)
    ).body;
    expectHtml(orderPage).toContain(`Edit order: Order #${order.id}`);
    const orderFrame = frameOf(orderPage);
    expect(orderFrame.claims.url).toBe(`/orders/${order.id}/notes`);
    expect(orderFrame.claims.channel_id).toBe(order.channel_id);

    const customer = platform.db
      .prepare<[], { id: number; first_name: string; last_name: string }>(
        "SELECT id, first_name, last_name FROM customers WHERE store_hash = 'demo' ORDER BY id LIMIT 1",
      )
      .get()!;
    const customerPage = (
      await get(`/manage/stores/demo/customers/${customer.id}/edit?extension=${customerExtension}`)
    ).body;
    expectHtml(customerPage).toContain(
      `Edit customer: ${customer.first_name} ${customer.last_name}`.replace(/'/g, '&#39;'),
    );
    expect(frameOf(customerPage).claims.url).toBe(`/customers/${customer.id}/crm`);
  });

  it("is not found for another store's record or one that does not exist", async () => {
    const otherProduct = platform.db
      .prepare<[], { id: number }>("SELECT id FROM products WHERE store_hash <> 'demo' LIMIT 1")
      .get();
    for (const id of [otherProduct?.id ?? 888_888, 999_999]) {
      expect((await get(`/manage/stores/demo/products/${id}/edit`)).statusCode).toBe(404);
    }
  });

  it('shows no extensions of an app once it is uninstalled', async () => {
    const id = firstId('products');
    await post('/manage/stores/demo/apps/test-app/uninstall');
    const html = (await get(`/manage/stores/demo/products/${id}/edit`)).body;
    expectHtml(html).toContain('No installed app has App Extensions for products.');
    expect(platform.db.prepare('SELECT COUNT(*) AS n FROM app_extensions').get()).toEqual({ n: 0 });
  });
});

describe('uninstall', () => {
  it('revokes the token, then calls the uninstall callback with a JWT for the acting user', async () => {
    const response = await post(`/manage/stores/demo/apps/test-app/uninstall?user=${staff.id}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `/manage/stores/demo?notice=uninstalled&user=${staff.id}`,
    );
    const api = await platform.app.inject({
      method: 'GET',
      url: '/stores/demo/v2/store',
      headers: { 'x-auth-token': token },
    });
    expect(api.statusCode).toBe(401);
    expect(recorder.requests.map((url) => url.pathname)).toEqual(['/uninstall']);
    const claims = verifySignedPayload(
      recorder.requests[0]!.searchParams.get('signed_payload_jwt')!,
      app.clientSecret,
      {
        audience: app.clientId,
      },
    );
    expect(claims.user.id).toBe(staff.id);
    expect(claims.owner.id).toBe(owner.id);
    expectHtml((await get('/manage/stores/demo')).body).toContain(
      '<a href="/manage/stores/demo/apps/test-app/install">Install',
    );
    // Not installed any more: a second uninstall is not found.
    expect((await post('/manage/stores/demo/apps/test-app/uninstall')).statusCode).toBe(404);
  });

  it('is not held up by an app whose callback fails; the failure is logged and shown', async () => {
    const failingToken = (await install(platform.app, failing, 'demo')).access_token;
    const response = await post('/manage/stores/demo/apps/failing-app/uninstall');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      '/manage/stores/demo?notice=uninstalled-callback-failed',
    );
    const api = await platform.app.inject({
      method: 'GET',
      url: '/stores/demo/v2/store',
      headers: { 'x-auth-token': failingToken },
    });
    expect(api.statusCode).toBe(401);
    const home = (await get('/manage/stores/demo?notice=uninstalled-callback-failed')).body;
    expectHtml(home).toContain('its uninstall callback failed');
    expectHtml(home).toMatch(/uninstall of failing-app: failed \(/);
  });
});

describe('remove_user', () => {
  const removePath = () => `/manage/stores/demo/apps/test-app/users/${staff.id}/remove`;

  it("calls the app's remove_user callback naming the removed user, and shuts them out", async () => {
    const response = await post(removePath());
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/manage/stores/demo?notice=access-removed');
    expect(recorder.requests.map((url) => url.pathname)).toEqual(['/remove_user']);
    const claims = verifySignedPayload(
      recorder.requests[0]!.searchParams.get('signed_payload_jwt')!,
      app.clientSecret,
      {
        audience: app.clientId,
      },
    );
    expect(claims.user).toEqual({ id: staff.id, email: staff.email, locale: 'pt-BR' });
    expect(claims.owner.id).toBe(owner.id);
    expect((await get(`/manage/stores/demo/apps/test-app?user=${staff.id}`)).statusCode).toBe(403);
    expectHtml((await get(`/manage/stores/demo?user=${staff.id}`)).body).toContain(
      'Your access was removed',
    );
    // The owner still opens it, and can give the access back.
    expect((await get('/manage/stores/demo/apps/test-app')).statusCode).toBe(200);
    expect(
      (await post(`/manage/stores/demo/apps/test-app/users/${staff.id}/restore`)).statusCode,
    ).toBe(303);
    expect((await get(`/manage/stores/demo/apps/test-app?user=${staff.id}`)).statusCode).toBe(200);
  });

  it('is for the owner only, and never removes the owner', async () => {
    expect((await post(`${removePath()}?user=${staff.id}`)).statusCode).toBe(403);
    expect(
      (await post(`/manage/stores/demo/apps/test-app/users/${owner.id}/remove`)).statusCode,
    ).toBe(400);
    expect(recorder.requests).toEqual([]);
  });
});

describe('control panel users', () => {
  it('seeds the owner with the store domain and one staff user, the same on every seed', async () => {
    expect(owner.email).toBe('owner@store-demo.mybigcommerce.com');
    expect(owner.role).toBe('owner');
    expect(staff.email).toBe('staff@store-demo.mybigcommerce.com');
    const again = createTestPlatform([{ ...DEMO, size: 'small', productCount: 0 }]);
    try {
      expect(ownerOf(again.db, 'demo').id).toBe(owner.id);
      expect(staffOf(again.db, 'demo').id).toBe(staff.id);
    } finally {
      await again.close();
    }
  });
});
