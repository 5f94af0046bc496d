import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsFor, sign } from './testing/jwt.js';
import { startApp, type AppUnderTest } from './testing/harness.js';

/**
 * Platform users are identified by store and id only (ADR 0012): an email a store asserts
 * opens nobody's account until that account's owner confirms; and /auth and /load ask before
 * switching a browser signed in as someone else (login CSRF).
 */
let app: AppUnderTest;
const victim = { email: 'alice@victim.example', password: 'alice-password' };
let victimId: number;

beforeAll(async () => {
  // /load and the join pages never call the platform: no emulator is needed.
  app = await startApp({ platformUrl: 'http://127.0.0.1:9' });
  victimId = (await app.users.create({ ...victim, name: 'Alice' })).id;
  for (const storeHash of ['victimstore', 'attackerstore', 'otherstore']) {
    await app.stores.save({
      store_hash: storeHash,
      name: `Store ${storeHash}`,
      accessToken: `token-${storeHash}`,
      currency: 'USD',
      timezone_name: 'UTC',
    });
  }
  await app.stores.link(victimId, 'victimstore');
}, 60_000);
afterAll(() => app?.close());

/** A browser: the session cookie it holds, and the CSRF token a page gave it. */
class Browser {
  cookie = '';
  csrfToken = '';

  async get(url: string) {
    const response = await app.app.inject({ url, headers: this.headers() });
    this.remember(response);
    const token = /name="csrf-token" content="([^"]+)"/.exec(response.body)?.[1];
    if (token) this.csrfToken = token;
    return response;
  }

  async post(url: string, body: Record<string, string>, form = false) {
    const response = await app.app.inject({
      method: 'POST',
      url,
      headers: {
        ...this.headers(),
        ...(form
          ? { 'content-type': 'application/x-www-form-urlencoded' }
          : { 'x-csrf-token': this.csrfToken }),
      },
      payload: form ? new URLSearchParams(body).toString() : body,
    });
    this.remember(response);
    return response;
  }

  async signIn(credentials: { email: string; password: string }) {
    await this.get('/');
    expect((await this.post('/api/users/sessions', credentials)).statusCode).toBe(200);
  }

  async me(): Promise<{ id: number; email: string; name: string } | undefined> {
    const response = await this.get('/api/users/me');
    return response.statusCode === 200 ? response.json().data : undefined;
  }

  async storeHashes(): Promise<string[]> {
    const response = await this.get('/api/stores');
    return (response.json().data as Array<{ store_hash: string }>).map((s) => s.store_hash);
  }

  private headers() {
    return this.cookie ? { cookie: this.cookie } : {};
  }

  private remember(response: LightMyRequestResponse) {
    const cookie = response.cookies.find((c) => c.name === 'ms_sid');
    if (cookie) this.cookie = `ms_sid=${cookie.value}`;
    const token = response.headers['x-csrf-token'];
    if (typeof token === 'string') this.csrfToken = token;
  }
}

/** A load URL signed with the app's secret, naming this platform user of this store. */
const loadUrl = (storeHash: string, user: { id: number; email: string }) =>
  `/load?signed_payload_jwt=${sign(
    claimsFor({ clientId: app.config.APP_CLIENT_ID, storeHash, user, owner: user }),
    app.config.APP_CLIENT_SECRET,
  )}`;

/** The hidden fields of the form on a callback page. */
const formFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]+)"/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );

const mailsTo = (email: string) =>
  app.rows<{ body: string }>('SELECT body FROM outbox WHERE to_address = ? ORDER BY id', email);

describe('a store that asserts someone else’s email', () => {
  const impostor = { id: 99, email: victim.email };

  it('gets an account of its own at /load: not the victim’s, nor the victim’s stores', async () => {
    const browser = new Browser();
    const answer = await browser.get(loadUrl('attackerstore', impostor));
    expect(answer.statusCode).toBe(302);
    const me = await browser.me();
    expect(me?.id).not.toBe(victimId);
    expect(me?.name).toBe(victim.email);
    expect(await browser.storeHashes()).toEqual(['attackerstore']);
    // The victim is asked, by mail, whether that platform user is them.
    expect(await mailsTo(victim.email)).toEqual([
      { body: expect.stringContaining('/platform-users/join?token=') },
    ]);
  });

  it('joins the account only when its owner confirms through the mailed link', async () => {
    const link = /https?:\/\/\S+/.exec((await mailsTo(victim.email))[0]!.body)![0];
    const joinPath = new URL(link).pathname + new URL(link).search;

    // Opening the link (a mail scanner would) changes nothing; the page asks.
    const owner = new Browser();
    const page = await owner.get(joinPath);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Link a store to your account');
    const fields = formFields(page.body);
    expect(Object.keys(fields)).toEqual(['token', 'csrf_token']);
    const before = new Browser();
    await before.get(loadUrl('attackerstore', impostor));
    expect((await before.me())?.id).not.toBe(victimId);

    // The form's CSRF token is required.
    const forged = await owner.post('/platform-users/join', { token: fields.token! }, true);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ error: 'csrf' });

    const confirmed = await owner.post('/platform-users/join', fields, true);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('The store is linked to your account');
    // Spent: the same link joins nothing twice.
    expect((await owner.post('/platform-users/join', fields, true)).statusCode).toBe(400);

    const after = new Browser();
    expect((await after.get(loadUrl('attackerstore', impostor))).statusCode).toBe(302);
    expect((await after.me())?.id).toBe(victimId);
    expect(await after.storeHashes()).toEqual(['attackerstore', 'victimstore']);
    // The account made for the platform user before the join lost the store and its sessions.
    expect(await before.me()).toBeUndefined();
  });

  it('refuses a made-up or missing join token', async () => {
    const browser = new Browser();
    expect((await browser.get('/platform-users/join?token=' + 'a'.repeat(43))).statusCode).toBe(
      400,
    );
    expect((await browser.get('/platform-users/join')).statusCode).toBe(400);
  });
});

describe('/load in a browser signed in as someone else (login CSRF)', () => {
  const staff = { id: 4242, email: 'staff@otherstore.example' };

  it('asks first, and keeps the current session until the browser says continue', async () => {
    const browser = new Browser();
    await browser.signIn(victim);
    const signedIn = browser.cookie;

    const answer = await browser.get(loadUrl('otherstore', staff));
    expect(answer.statusCode).toBe(200);
    expect(answer.cookies).toEqual([]);
    expect(answer.body).toContain('You are signed in as someone else');
    expect(answer.body).toContain(`Continue as ${staff.email}`);
    expect(answer.body).toContain('<a href="/">Stay signed in as Alice (alice@victim.example)</a>');
    expect(browser.cookie).toBe(signedIn);
    expect((await browser.me())?.id).toBe(victimId);

    const fields = formFields(answer.body);
    // Another browser cannot use the continue token, even with its own CSRF token.
    const other = new Browser();
    await other.signIn(victim);
    const stolen = await other.post(
      '/sign-in/continue',
      { token: fields.token!, csrf_token: other.csrfToken },
      true,
    );
    expect(stolen.statusCode).toBe(400);
    expect((await other.me())?.id).toBe(victimId);
  });

  it('switches on "Continue as …", once', async () => {
    const browser = new Browser();
    await browser.signIn(victim);
    const fields = formFields((await browser.get(loadUrl('otherstore', staff))).body);
    expect(
      (await browser.post('/sign-in/continue', { token: fields.token! }, true)).statusCode,
    ).toBe(403);
    const next = await browser.post('/sign-in/continue', fields, true);
    expect(next.statusCode).toBe(303);
    expect(next.headers.location).toBe('/stores/otherstore');
    expect((await browser.me())?.name).toBe(staff.email);
    expect((await browser.post('/sign-in/continue', fields, true)).statusCode).toBe(403);
  });

  it('signs in as before when the browser is signed in as the same user, or not at all', async () => {
    const browser = new Browser();
    expect((await browser.get(loadUrl('otherstore', staff))).statusCode).toBe(302);
    const first = await browser.me();
    expect((await browser.get(loadUrl('otherstore', staff))).statusCode).toBe(302);
    expect((await browser.me())?.id).toBe(first?.id);
  });
});
