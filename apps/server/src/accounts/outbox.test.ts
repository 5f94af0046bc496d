import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../app.js';
import { readConfig } from '../config.js';
import {
  dialects,
  queryRows,
  suiteDatabase,
  testDatabase,
  type TestDatabase,
} from '../testing/databases.js';
import { Browser, demoUser, startTestServer } from '../testing/testServer.js';
import { createOutbox, type OutboxOptions } from './mailer.js';
import { renderOutbox } from './outboxPage.js';

let dir: string | undefined;
let suite: Awaited<ReturnType<typeof suiteDatabase>> | undefined;
let opened: TestDatabase | undefined;
afterEach(async () => {
  await suite?.dispose();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  suite = dir = undefined;
  await opened?.dispose();
  opened = undefined;
});

const reset = {
  to: 'merchant@example.com',
  subject: 'Reset your password',
  text: 'Open this link:\nhttp://127.0.0.1:3000/account/password-reset?token=abc&email=m%40e.com\n',
};

describe.each(dialects)('the outbox mailer on %s', (dialect) => {
  async function outboxWithLog(options: OutboxOptions = { logLinks: true }) {
    opened = await testDatabase(dialect);
    const lines: { object: object; message: string }[] = [];
    let now = 0;
    const outbox = createOutbox(
      opened.database,
      { info: (object, message) => void lines.push({ object, message }) },
      () => (now += 1000),
      options,
    );
    return { outbox, lines };
  }

  it('beside the emulator, keeps the message and logs a line with its subject and link', async () => {
    const { outbox, lines } = await outboxWithLog();
    await outbox.mailer.send(reset);
    expect(await outbox.latest()).toEqual([{ id: 1, createdAt: 1000, ...reset }]);
    expect(lines).toEqual([
      {
        object: {
          mail: {
            to: reset.to,
            subject: reset.subject,
            links: ['http://127.0.0.1:3000/account/password-reset?token=abc&email=m%40e.com'],
          },
        },
        message:
          'mail to the outbox: Reset your password http://127.0.0.1:3000/account/password-reset?token=abc&email=m%40e.com',
      },
    ]);
  });

  it('elsewhere keeps the message but never logs its links', async () => {
    const { outbox, lines } = await outboxWithLog({});
    await outbox.mailer.send(reset);
    expect(await outbox.latest()).toHaveLength(1);
    expect(lines).toEqual([
      {
        object: { mail: { to: reset.to, subject: reset.subject } },
        message: 'mail to the outbox: Reset your password',
      },
    ]);
  });

  it('lists the newest first and keeps the latest 200', async () => {
    const { outbox } = await outboxWithLog();
    for (let i = 1; i <= 205; i += 1) await outbox.mailer.send({ ...reset, subject: `#${i}` });
    expect((await outbox.latest(3)).map((entry) => entry.subject)).toEqual([
      '#205',
      '#204',
      '#203',
    ]);
    expect(await outbox.latest(1000)).toHaveLength(200);
  });
});

describe('the outbox page', () => {
  it('escapes what it shows and links only http(s) addresses', () => {
    const html = renderOutbox([
      {
        id: 1,
        createdAt: 0,
        to: '"><script>alert(1)</script>@example.com',
        subject: '<img src=x onerror=alert(1)>',
        text: 'javascript:alert(1) https://ok.example/a?b=1&c="x" <b>bold</b>',
      },
    ]);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain(
      '<a href="https://ok.example/a?b=1&amp;c=&quot;x&quot;">https://ok.example/a?b=1&amp;c=&quot;x&quot;</a>',
    );
    expect(html).not.toContain('href="javascript');
    expect(renderOutbox([])).toContain('No mail yet.');
  });

  it('is served beside the emulator to a signed-in user only, never cached', async () => {
    const server = await startTestServer();
    try {
      const anonymous = await server.app.inject({ url: '/dev/outbox' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ error: 'unauthenticated' });
      expect(anonymous.body).not.toContain('Outbox');
      const browser = await server.signedInBrowser();
      const page = await browser.request('GET', '/dev/outbox');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<h1>Outbox</h1>');
    } finally {
      await server.close();
    }
  });

  const production = {
    NODE_ENV: 'production',
    APP_CLIENT_ID: 'production-id',
    APP_CLIENT_SECRET: 'production-secret',
    ENCRYPTION_KEY: Buffer.alloc(32, 'production').toString('base64'),
  };
  for (const [where, env] of [
    ['outside emulator mode', { PLATFORM_EMULATOR: 'false' }],
    ['in production', production],
  ] as const) {
    it(`does not exist ${where}, signed in or not`, async () => {
      const server = await startTestServer(env);
      try {
        const browser = await server.signedInBrowser();
        const page = await browser.request('GET', '/dev/outbox');
        expect(page.statusCode).toBe(404);
        expect(page.json()).toEqual({ error: 'not_found', message: 'Not found.' });
        expect((await server.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
      } finally {
        await server.close();
      }
    });
  }
});

describe('the reset link in the log', () => {
  /** A server over its own data folder whose pino output is kept, line by line. */
  async function serverWithLog(env: Record<string, string>) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-outbox-log-'));
    dir = dataDir;
    fs.mkdirSync(path.join(dataDir, 'admin'));
    fs.writeFileSync(path.join(dataDir, 'admin', 'index.html'), '<html><head></head></html>');
    const lines: string[] = [];
    // SQLite in the data folder, or a PostgreSQL database with TEST_DATABASE=postgres.
    suite = await suiteDatabase();
    const config = readConfig({
      DATA_DIR: dataDir,
      ADMIN_DIST: path.join(dataDir, 'admin'),
      LOG_LEVEL: 'info',
      ...suite.env,
      ...env,
    });
    const context = await buildServer(config, { logStream: { write: (line) => lines.push(line) } });
    await context.users.create({ ...demoUser, name: 'Demo merchant' });
    return { ...context, lines };
  }

  /** Asks for a reset and answers the log and the link that was mailed. */
  async function resetLogged(env: Record<string, string>) {
    const server = await serverWithLog(env);
    try {
      const browser = new Browser(server.app);
      await browser.open();
      const asked = await browser.request('POST', '/api/users/password', {
        email: demoUser.email,
      });
      expect(asked.statusCode).toBe(202);
      const [mail] = await queryRows<{ body: string }>(server.database, 'SELECT body FROM outbox');
      const token = new URL(
        /https?:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? 'http://none/',
      ).searchParams.get('token');
      expect(token).toMatch(/^[\w-]{43}$/);
      return { log: server.lines.join(''), token: token ?? '' };
    } finally {
      await server.app.close();
    }
  }

  it('is never logged outside emulator mode', async () => {
    const { log, token } = await resetLogged({ PLATFORM_EMULATOR: 'false' });
    expect(log).toContain('mail to the outbox: Reset your Metafield Studio password');
    expect(log).not.toContain(token);
    expect(log).not.toContain('password-reset?');
  });

  it('is logged beside the emulator, for the developer to follow', async () => {
    const { log, token } = await resetLogged({});
    expect(log).toContain(token);
  });
});
