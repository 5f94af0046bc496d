import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialects, testDatabase, type TestDatabase } from '../testing/databases.js';
import { startAccountsServer, type AccountsServer } from './testing/accountsServer.js';
import { throttleMessages } from './userRoutes.js';
import { createUsers } from './users.js';
import { Browser, demoUser, startTestServer } from '../testing/testServer.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

describe.each(dialects)('users on %s', (dialect) => {
  let opened: TestDatabase | undefined;
  afterEach(() => opened?.dispose());

  async function setUp() {
    opened = await testDatabase(dialect);
    // A clock that stands still: the throttle's waits do not run out while hashes are checked.
    const users = createUsers(opened.database, { now: () => 1_000_000_000 });
    return { users, database: opened.database };
  }
  const person = { email: 'Person@Example.com', name: 'P', password: 'password-1' };

  it('finds a user by email whatever its case, and by id', async () => {
    const { users } = await setUp();
    const created = await users.create(person);
    expect(created).toEqual({
      id: expect.any(Number),
      email: person.email,
      name: 'P',
      language: null,
    });
    expect(await users.findByEmail('person@EXAMPLE.com')).toEqual(created);
    expect(await users.findById(created.id)).toEqual(created);
    expect(await users.findByEmail('other@example.com')).toBeUndefined();
    expect(await users.findById(created.id + 1)).toBeUndefined();
  });

  it('refuses a second account whose email differs only in case', async () => {
    const { users } = await setUp();
    await users.create(person);
    await expect(users.create({ ...person, email: 'PERSON@example.COM' })).rejects.toThrow();
  });

  it('authenticates by email in any case and the exact password', async () => {
    const { users } = await setUp();
    const created = await users.create(person);
    expect(await users.authenticate('person@example.com', 'password-1')).toEqual(created);
    expect(await users.authenticate('person@example.com', 'Password-1')).toBeUndefined();
    expect(await users.authenticate('nobody@example.com', 'password-1')).toBeUndefined();
  });

  it('speaks the language the person chose, else the control panel’s', async () => {
    const { users } = await setUp();
    const { id } = await users.create(person);
    await users.setPlatformLanguage(id, 'de');
    expect((await users.findById(id))?.language).toBe('de');
    await users.setLanguage(id, 'ja');
    expect((await users.findById(id))?.language).toBe('ja');
    await users.setPlatformLanguage(id, null);
    expect((await users.findById(id))?.language).toBe('ja');
  });

  it('changes the password to a hash made beforehand', async () => {
    const { users, database } = await setUp();
    const { id } = await users.create(person);
    const other = await users.create({ ...person, email: 'other@example.com', password: 'pw-2' });
    const { rows } = await sql<{ password_hash: string }>`
      SELECT password_hash FROM users WHERE id = ${other.id}`.execute(database.queries);
    await users.setPasswordHash(id, rows[0]?.password_hash ?? '');
    expect(await users.authenticate(person.email, 'pw-2')).toMatchObject({ id });
  });

  it('logs in, throttles wrong passwords, and forgets the account’s failures on success', async () => {
    const { users } = await setUp();
    const created = await users.create(person);
    expect(await users.login(person.email, 'wrong', '198.51.100.1')).toEqual({
      outcome: 'invalid',
    });
    expect(await users.login('PERSON@example.com', 'password-1', '198.51.100.1')).toEqual({
      outcome: 'success',
      user: created,
    });
    for (let i = 0; i < 5; i += 1) await users.login(person.email, 'wrong', '198.51.100.2');
    expect(await users.login(person.email, 'password-1', '198.51.100.3')).toMatchObject({
      outcome: 'throttled',
      lockedOut: false,
    });
    await users.clearLoginFailures('person@example.com');
    expect(await users.login(person.email, 'password-1', '198.51.100.3')).toMatchObject({
      outcome: 'success',
    });
  });
});

describe('the interface language', () => {
  it('is remembered for the person who chose it, and refuses a language the app does not speak', async () => {
    const browser = new Browser(server.app);
    await browser.open();
    await browser.login();
    expect((await browser.request('GET', '/api/users/me')).json()).toMatchObject({
      data: { language: null },
    });

    const chosen = await browser.request('PUT', '/api/users/me/language', { language: 'ja' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ data: { email: 'demo@example.com', language: 'ja' } });

    // Another browser, the same person: the same language.
    const other = new Browser(server.app);
    await other.open();
    await other.login();
    expect((await other.request('GET', '/api/users/me')).json()).toMatchObject({
      data: { language: 'ja' },
    });

    const refused = await browser.request('PUT', '/api/users/me/language', { language: 'xx' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { language: [expect.stringContaining('"ja"')] },
    });
  });

  it('is chosen by signed-in people only, with the CSRF token', async () => {
    const browser = new Browser(server.app);
    await browser.open();
    const anonymous = await browser.request('PUT', '/api/users/me/language', { language: 'de' });
    expect(anonymous.statusCode).toBe(401);
    await browser.login();
    const withoutToken = await browser.request(
      'PUT',
      '/api/users/me/language',
      { language: 'de' },
      false,
    );
    expect(withoutToken.statusCode).toBe(403);
  });
});

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
      data: {
        id: server.user.id,
        email: 'demo@example.com',
        name: 'Demo merchant',
        language: null,
      },
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
    await server.addStore('mine', { name: 'Mine', currency: 'EUR', timezone_name: 'Europe/Paris' });
    await server.addStore('other', { linked: false });
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
          // A new store is on the lower plan.
          plan: 'standard',
          plan_features: [],
          is_sandbox: false,
          on_trial: false,
          trial_ends_at: null,
          has_free_access: false,
          stripe_id: null,
          is_original_subscriber: false,
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
    expect((await server.app.inject({ url: '/api/health' })).json()).toEqual({
      ok: true,
      database: 'up',
      queue: 'up',
    });
  });
});

describe('login throttling', () => {
  let accounts: AccountsServer;
  afterEach(() => accounts.close());

  const failAt = async (key: string, count: number, at = Date.now()) => {
    for (let i = 0; i < count; i += 1) {
      await accounts.run('INSERT INTO login_failures (key, at) VALUES (?, ?)', key, at);
    }
  };
  const countOf = async (key: string) =>
    (
      await accounts.rows<{ n: number }>(
        'SELECT count(*) AS n FROM login_failures WHERE key = ?',
        key,
      )
    )[0]?.n;
  /** A login from a given client address, through a browser that has loaded the app. */
  async function loginFrom(remoteAddress: string, credentials = demoUser, headers = {}) {
    const browser = new Browser(accounts.app);
    await browser.open();
    return accounts.app.inject({
      method: 'POST',
      url: '/api/users/sessions',
      remoteAddress,
      headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrfToken, ...headers },
      payload: credentials,
    });
  }

  it('counts failures per account and per address, and a success clears the account’s', async () => {
    accounts = await startAccountsServer();
    const wrong = { email: 'Demo@Example.com', password: 'wrong-password' };
    for (let i = 0; i < 3; i += 1) {
      expect((await loginFrom('198.51.100.1', wrong)).statusCode).toBe(401);
    }
    expect(await countOf('account:demo@example.com')).toBe(3);
    expect(await countOf('address:198.51.100.1')).toBe(3);
    expect((await loginFrom('198.51.100.1')).statusCode).toBe(200);
    expect(await countOf('account:demo@example.com')).toBe(0);
    // An attacker's own successful login must not wipe the address's record.
    expect(await countOf('address:198.51.100.1')).toBe(3);
  });

  it('refuses with 429 and Retry-After during the wait after five failures', async () => {
    accounts = await startAccountsServer();
    await failAt('account:demo@example.com', 5);
    // Even the right password: the wait is over before any password is checked.
    const response = await loginFrom('198.51.100.1');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({ error: 'too_many_attempts', message: throttleMessages.wait });
  });

  it('locks an account out after 100 failures in an hour, from every address', async () => {
    accounts = await startAccountsServer();
    await failAt('account:demo@example.com', 100, Date.now() - 60_000);
    for (const address of ['198.51.100.1', '203.0.113.9']) {
      const response = await loginFrom(address);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        error: 'too_many_attempts',
        message: throttleMessages.lockedOut,
      });
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3530);
      expect(retryAfter).toBeLessThanOrEqual(3540);
    }
  });

  it('is free again once the failures are an hour old', async () => {
    accounts = await startAccountsServer();
    await failAt('account:demo@example.com', 100, Date.now() - 3_600_001);
    expect((await loginFrom('198.51.100.1')).statusCode).toBe(200);
  });

  it('locks an address out for every account', async () => {
    accounts = await startAccountsServer();
    await accounts.users.create({ email: 'other@example.com', name: 'O', password: 'other-pass' });
    await failAt('address:198.51.100.1', 100);
    const other = { email: 'other@example.com', password: 'other-pass' };
    expect((await loginFrom('198.51.100.1', other)).statusCode).toBe(429);
    expect((await loginFrom('198.51.100.2', other)).statusCode).toBe(200);
  });

  it('answers an unknown account as a known one, so 429 reveals no account', async () => {
    accounts = await startAccountsServer();
    await failAt('account:demo@example.com', 100);
    await failAt('account:nobody@example.com', 100);
    const known = await loginFrom('198.51.100.1');
    const unknown = await loginFrom('198.51.100.1', { email: 'nobody@example.com', password: 'x' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });

  it('takes the client address from X-Forwarded-For only behind a trusted proxy', async () => {
    accounts = await startAccountsServer({ TRUST_PROXY: 'true' });
    await failAt('address:203.0.113.5', 100);
    const forwarded = { 'x-forwarded-for': '203.0.113.5' };
    expect((await loginFrom('10.0.0.2', demoUser, forwarded)).statusCode).toBe(429);
    await accounts.close();

    accounts = await startAccountsServer();
    await failAt('address:203.0.113.5', 100);
    expect((await loginFrom('10.0.0.2', demoUser, forwarded)).statusCode).toBe(200);
  });
});

describe('a 401 the client recognises', () => {
  const ended = {
    error: 'unauthenticated',
    message: 'Your session has ended. Please log in again.',
  };
  const needUser = [
    ['GET', '/api/users/me'],
    ['GET', '/api/stores'],
    ['GET', '/bc-api/stores/demo/v3/catalog/products'],
    ['POST', '/bc-api/stores/demo/v3/catalog/products/1/metafields'],
    ['DELETE', '/bc-api/stores/demo/v3/catalog/products/1/metafields/2'],
  ] as const;

  it('answers every route that needs a user with { error: unauthenticated } when logged out', async () => {
    await server.addStore('demo');
    const anonymous = new Browser(server.app);
    await anonymous.open();
    const loggedOut = await server.signedInBrowser();
    await loggedOut.request('DELETE', '/api/users/sessions');
    for (const browser of [anonymous, loggedOut]) {
      for (const [method, url] of needUser) {
        const response = await browser.request(method, url, method === 'POST' ? {} : undefined);
        expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
        expect(response.json()).toEqual(ended);
      }
    }
    // Without any cookie at all, reads answer the same.
    const bare = await server.app.inject({ url: '/api/users/me' });
    expect([bare.statusCode, bare.json()]).toEqual([401, ended]);
  });

  it('rejects unknown fields in the login body', async () => {
    const browser = new Browser(server.app);
    await browser.open();
    const response = await browser.request('POST', '/api/users/sessions', {
      ...demoUser,
      remember: true,
    });
    expect(response.statusCode).toBe(422);
  });
});
