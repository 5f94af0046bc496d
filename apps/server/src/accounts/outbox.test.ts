import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db.js';
import { startTestServer } from '../testing/testServer.js';
import { createOutbox } from './mailer.js';
import { renderOutbox } from './outboxPage.js';

let dir: string | undefined;
let db: Db | undefined;
afterEach(() => {
  db?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  db = dir = undefined;
});

function outboxWithLog() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-outbox-'));
  db = openDatabase(dir);
  const lines: { object: object; message: string }[] = [];
  let now = 0;
  const outbox = createOutbox(
    db,
    { info: (object, message) => void lines.push({ object, message }) },
    () => (now += 1000),
  );
  return { outbox, lines };
}

const reset = {
  to: 'merchant@example.com',
  subject: 'Reset your password',
  text: 'Open this link:\nhttp://127.0.0.1:3000/account/password-reset?token=abc&email=m%40e.com\n',
};

describe('the outbox mailer', () => {
  it('keeps the message and logs a line with its subject and link', async () => {
    const { outbox, lines } = outboxWithLog();
    await outbox.mailer.send(reset);
    expect(outbox.latest()).toEqual([{ id: 1, createdAt: 1000, ...reset }]);
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

  it('lists the newest first and keeps the latest 200', async () => {
    const { outbox } = outboxWithLog();
    for (let i = 1; i <= 205; i += 1) await outbox.mailer.send({ ...reset, subject: `#${i}` });
    expect(outbox.latest(3).map((entry) => entry.subject)).toEqual(['#205', '#204', '#203']);
    expect(outbox.latest(1000)).toHaveLength(200);
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

  it('is served outside production, never cached', async () => {
    const server = await startTestServer();
    try {
      const page = await server.app.inject({ url: '/dev/outbox' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<h1>Outbox</h1>');
    } finally {
      await server.close();
    }
  });

  it('does not exist in production', async () => {
    const server = await startTestServer({
      NODE_ENV: 'production',
      APP_CLIENT_ID: 'production-id',
      APP_CLIENT_SECRET: 'production-secret',
      ENCRYPTION_KEY: Buffer.alloc(32, 'production').toString('base64'),
    });
    try {
      const page = await server.app.inject({ url: '/dev/outbox' });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ error: 'not_found', message: 'Not found.' });
    } finally {
      await server.close();
    }
  });
});
