import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Browser, startTestServer } from './testing/testServer.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

describe('login, current user and logout', () => {
  it('gives a page visitor an anonymous session whose CSRF token is in the HTML', async () => {
    const browser = new Browser(server.app);
    const page = await browser.open('/stores/demo/products');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(browser.csrfToken).toMatch(/^[\w-]{43}$/);
    const cookie = page.cookies.find((c) => c.name === 'ms_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // 128 random bits, base64url.
    expect(cookie?.value).toMatch(/^[\w-]{22}$/);
  });

  it('refuses a login without the CSRF token', async () => {
    const browser = new Browser(server.app);
    await browser.open();
    const response = await browser.request(
      'POST',
      '/api/users/sessions',
      { email: 'demo@example.com', password: 'demo-password' },
      false,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'csrf' });
  });

  it('logs in, knows the user, and renews the session id and token on login', async () => {
    const browser = new Browser(server.app);
    await browser.open();
    const anonymous = { cookie: browser.cookie, token: browser.csrfToken };

    const login = await browser.login();
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({
      data: { id: server.user.id, email: 'demo@example.com', name: 'Demo merchant' },
    });
    expect(browser.cookie).not.toBe(anonymous.cookie);
    expect(browser.csrfToken).not.toBe(anonymous.token);

    const me = await browser.request('GET', '/api/users/me');
    expect(me.json()).toMatchObject({ data: { email: 'demo@example.com' } });

    // The anonymous session is gone: replaying it gets nobody.
    const replay = await server.app.inject({
      url: '/api/users/me',
      headers: { cookie: anonymous.cookie },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('answers a wrong password with 401 invalid_credentials, distinct from an ended session', async () => {
    const browser = new Browser(server.app);
    await browser.open();
    const response = await browser.login({ email: 'demo@example.com', password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'invalid_credentials',
      message: 'The email or password is incorrect.',
    });
  });

  it('answers malformed login input with 422 and the errors by field', async () => {
    const browser = new Browser(server.app);
    await browser.open();
    const response = await browser.request('POST', '/api/users/sessions', {
      email: 'nope',
      password: '',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['email', 'password']);
  });

  it('logs out on the server: the old session no longer works, and a new login is possible', async () => {
    const browser = new Browser(server.app);
    await browser.open();
    await browser.login();
    const loggedIn = browser.cookie;

    const logout = await browser.request('DELETE', '/api/users/sessions');
    expect(logout.statusCode).toBe(204);
    expect((await browser.request('GET', '/api/users/me')).json()).toMatchObject({
      error: 'unauthenticated',
    });
    const stolen = await server.app.inject({ url: '/api/users/me', headers: { cookie: loggedIn } });
    expect(stolen.statusCode).toBe(401);

    expect((await browser.login()).statusCode).toBe(200);
  });

  it('lists only the stores the user is linked to', async () => {
    server.addStore('mine', { name: 'Mine', currency: 'EUR', timezone_name: 'Europe/Paris' });
    server.addStore('other', { linked: false });
    const browser = await server.signedInBrowser();
    const response = await browser.request('GET', '/api/stores');
    expect(response.json()).toEqual({
      data: [
        {
          store_hash: 'mine',
          name: 'Mine',
          currency: 'EUR',
          timezone_name: 'Europe/Paris',
          active: true,
        },
      ],
    });
  });
});

describe('serving the admin app', () => {
  it('answers unknown API paths and missing assets with a JSON 404, not the app', async () => {
    const api = await server.app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
    expect((await server.app.inject({ url: '/assets/gone-1234.js' })).statusCode).toBe(404);
  });

  it('reports health', async () => {
    expect((await server.app.inject({ url: '/api/health' })).json()).toEqual({ ok: true });
  });
});
