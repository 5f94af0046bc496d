import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { dialects, testDatabase, type TestDatabase } from '../testing/databases.js';
import { startAccountsServer, type AccountsServer } from './testing/accountsServer.js';
import { createSessions } from './sessions.js';
import { demoUser } from '../testing/testServer.js';

const minute = 60_000;
const cleanUp: (() => void)[] = [];
afterEach(() => {
  for (const step of cleanUp.splice(0)) step();
});

describe.each(dialects)('sessions on %s', (dialect) => {
  let opened: TestDatabase | undefined;
  afterEach(() => opened?.dispose());

  async function setUp() {
    opened = await testDatabase(dialect);
    let now = 1_000_000;
    const sessions = createSessions(
      opened.database,
      { idleMs: 30 * minute, absoluteMs: 12 * 60 * minute },
      () => now,
    );
    return { sessions, database: opened.database, advance: (ms: number) => (now += ms) };
  }

  it('end after 30 idle minutes', async () => {
    const { sessions, advance } = await setUp();
    const session = await sessions.start(null);
    advance(30 * minute);
    expect(await sessions.find(session.id)).toBeDefined();
    advance(30 * minute + 1);
    expect(await sessions.find(session.id)).toBeUndefined();
  });

  it('stay alive while used, but never beyond 12 hours', async () => {
    const { sessions, advance } = await setUp();
    const session = await sessions.start(null);
    for (let hour = 0; hour < 12; hour += 0.25) {
      advance(15 * minute);
      if (hour < 11.75) expect(await sessions.find(session.id)).toBeDefined();
    }
    advance(1);
    expect(await sessions.find(session.id)).toBeUndefined();
  });

  it('end all of a user’s sessions but the one named, leaving others’ alone', async () => {
    const { sessions, database } = await setUp();
    await sql`
      INSERT INTO users (id, email, name, password_hash)
      VALUES (1, 'a@x.io', 'A', 'h'), (2, 'b@x.io', 'B', 'h')`.execute(database.queries);
    const [kept, gone1, gone2] = [
      await sessions.start(1),
      await sessions.start(1),
      await sessions.start(1),
    ];
    const otherUser = await sessions.start(2);
    const anonymous = await sessions.start(null);
    expect(await sessions.endForUser(1, kept.id)).toBe(2);
    expect(await sessions.find(gone1.id)).toBeUndefined();
    expect(await sessions.find(gone2.id)).toBeUndefined();
    expect(await sessions.find(kept.id)).toBeDefined();
    expect(await sessions.find(otherUser.id)).toBeDefined();
    expect(await sessions.find(anonymous.id)).toBeDefined();
    expect(await sessions.endForUser(1)).toBe(1);
  });

  it('get a 128-bit id and a 256-bit CSRF token, unique each time', async () => {
    const { sessions } = await setUp();
    const made = await Promise.all(Array.from({ length: 50 }, () => sessions.start(null)));
    for (const session of made) {
      expect(Buffer.from(session.id, 'base64url')).toHaveLength(16);
      expect(Buffer.from(session.csrfToken, 'base64url')).toHaveLength(32);
    }
    expect(new Set(made.map((session) => session.id)).size).toBe(50);
  });

  it('purges what has expired', async () => {
    const { sessions, advance } = await setUp();
    await sessions.start(null);
    advance(31 * minute);
    const fresh = await sessions.start(null);
    expect(await sessions.purgeExpired()).toBe(1);
    expect(await sessions.find(fresh.id)).toBeDefined();
  });

  it('refresh last_seen_at at most once a minute, and say when it was last refreshed', async () => {
    const { sessions, database, advance } = await setUp();
    const session = await sessions.start(null);
    const lastSeen = async () =>
      (
        await sql<{ last_seen_at: number }>`
          SELECT last_seen_at FROM sessions WHERE id = ${session.id}`.execute(database.queries)
      ).rows[0]?.last_seen_at;
    advance(minute);
    await sessions.find(session.id);
    expect(await lastSeen()).toBe(session.lastSeenAt);
    advance(1);
    expect((await sessions.find(session.id))?.lastSeenAt).toBe(session.lastSeenAt);
    expect(await lastSeen()).toBe(session.lastSeenAt + minute + 1);
  });
});

describe('sessions over HTTP', () => {
  let server: AccountsServer;
  afterEach(() => server.close());

  const cookieOf = (response: LightMyRequestResponse, name = 'ms_sid') =>
    response.cookies.find((cookie) => cookie.name === name);

  it('are __Host- prefixed, Secure and SameSite=None over HTTPS behind a trusted proxy, on the page and on login', async () => {
    server = await startAccountsServer({ TRUST_PROXY: 'true' });
    const https = { 'x-forwarded-proto': 'https' };
    const page = await server.app.inject({ url: '/', headers: https });
    expect(page.cookies).toEqual([
      expect.objectContaining({ name: '__Host-ms_sid', httpOnly: true, secure: true }),
    ]);
    // What the prefix requires: Secure, Path=/ and no Domain.
    expect(cookieOf(page, '__Host-ms_sid')).toMatchObject({ sameSite: 'None', path: '/' });
    expect(cookieOf(page, '__Host-ms_sid')?.domain).toBeUndefined();
    const id = cookieOf(page, '__Host-ms_sid')?.value;
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/users/sessions',
      headers: { ...https, cookie: `__Host-ms_sid=${id}`, 'x-csrf-token': token },
      payload: demoUser,
    });
    expect(login.statusCode).toBe(200);
    const signedIn = cookieOf(login, '__Host-ms_sid');
    expect(signedIn).toMatchObject({ httpOnly: true, secure: true, sameSite: 'None' });
    expect(signedIn?.value).not.toBe(id);

    const me = (cookie: string, headers: Record<string, string> = https) =>
      server.app.inject({ url: '/api/users/me', headers: { ...headers, cookie } });
    expect((await me(`__Host-ms_sid=${signedIn?.value}`)).statusCode).toBe(200);
    // Each protocol reads its own name only: the unprefixed one is not read over HTTPS…
    expect((await me(`ms_sid=${signedIn?.value}`)).statusCode).toBe(401);
    // …and the prefixed one not over plain HTTP.
    expect((await me(`__Host-ms_sid=${signedIn?.value}`, {})).statusCode).toBe(401);
  });

  it('write no row for anonymous visitors: 1,000 cookieless page and asset loads leave the table as it was', async () => {
    const adminDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-admin-'));
    cleanUp.push(() => fs.rmSync(adminDist, { recursive: true, force: true }));
    fs.writeFileSync(path.join(adminDist, 'index.html'), '<html><head></head><body></body></html>');
    fs.mkdirSync(path.join(adminDist, 'img'));
    fs.writeFileSync(path.join(adminDist, 'img', 'logo.svg'), '<svg/>');
    server = await startAccountsServer({ ADMIN_DIST: adminDist });
    const count = async () =>
      (await server.rows<{ count: number }>('SELECT count(*) AS count FROM sessions'))[0]?.count;
    const before = (await count()) ?? 0;
    for (let i = 0; i < 500; i += 1) {
      const page = await server.app.inject({ url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('name="csrf-token"');
      const asset = await server.app.inject({ url: '/img/logo.svg' });
      expect(asset.statusCode).toBe(200);
    }
    expect(await count()).toBe(before);
    // The token the page gave still signs a login in, which is when a row is written.
    const browser = await server.signedInBrowser();
    expect((await browser.request('GET', '/api/users/me')).statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
  }, 60_000);

  it('are Lax and not Secure on plain HTTP, and ignore X-Forwarded-Proto from an untrusted client', async () => {
    server = await startAccountsServer();
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }]) {
      const page = await server.app.inject({ url: '/', headers });
      const cookie = cookieOf(page);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(cookie?.secure).toBeFalsy();
    }
  });

  it('hand a browser whose session ended a fresh anonymous one, so it logs in without a reload', async () => {
    server = await startAccountsServer();
    const browser = await server.signedInBrowser();
    const ended = browser.cookie;
    await server.run('DELETE FROM sessions');
    const refused = await browser.request('GET', '/api/users/me');
    expect(refused.statusCode).toBe(401);
    expect(browser.cookie).not.toBe(ended);
    expect(refused.headers['x-csrf-token']).toEqual(expect.any(String));
    expect((await browser.login()).statusCode).toBe(200);
    expect((await browser.request('GET', '/api/users/me')).statusCode).toBe(200);
  });

  it('end after 30 idle minutes and after 12 hours by default', async () => {
    server = await startAccountsServer();
    const idle = await server.signedInBrowser();
    const old = await server.signedInBrowser();
    const fresh = await server.signedInBrowser();
    const idOf = (browser: { cookie: string }) => browser.cookie.replace('ms_sid=', '');
    const minute = 60_000;
    const set = (createdAt: number, lastSeenAt: number, id: string) =>
      server.run(
        'UPDATE sessions SET created_at = ?, last_seen_at = ? WHERE id = ?',
        createdAt,
        lastSeenAt,
        id,
      );
    const now = Date.now();
    await set(now - 60 * minute, now - 30 * minute - 5_000, idOf(idle));
    await set(now - 12 * 60 * minute - 5_000, now - minute, idOf(old));
    await set(now - 11 * 60 * minute, now - 29 * minute, idOf(fresh));
    // The 401 hands each a new anonymous session; these are the ended ones.
    const ended = [idOf(idle), idOf(old)];
    for (const browser of [idle, old]) {
      const response = await browser.request('GET', '/api/users/me');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthenticated' });
    }
    expect((await fresh.request('GET', '/api/users/me')).statusCode).toBe(200);
    // A session found too late is deleted, not just refused.
    const left = await server.rows('SELECT id FROM sessions WHERE id IN (?, ?)', ...ended);
    expect(left).toEqual([]);
  });
});
