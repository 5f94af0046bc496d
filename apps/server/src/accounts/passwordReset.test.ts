import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../testing/testServer.js';
import { messages } from './passwordRoutes.js';
import { anonymousBrowser, outboxLinks, startAccountsServer } from './testing/accountsServer.js';
import { startFakeSmtpServer } from './testing/fakeSmtpServer.js';

let server: Awaited<ReturnType<typeof startAccountsServer>>;
afterEach(() => server.close());

const newPassword = 'a brand new password';

/** Asks for a reset of the demo account and reads the emailed link from the outbox. */
async function requestReset() {
  const browser = await anonymousBrowser(server.app);
  const response = await browser.request('POST', '/api/users/password', { email: demoUser.email });
  expect(response.statusCode).toBe(202);
  const [link] = await outboxLinks(server);
  if (!link) throw new Error('no reset email in the outbox');
  return {
    browser,
    link,
    token: link.searchParams.get('token') ?? '',
    email: link.searchParams.get('email') ?? '',
  };
}

function resetInput(token: string, password = newPassword) {
  return { email: demoUser.email, token, password, password_confirmation: password };
}

describe('asking for a password reset', () => {
  it('answers 202 and emails a link to the admin app’s reset page, with token and email', async () => {
    server = await startAccountsServer({ APP_URL: 'https://studio.example.com/app' });
    const browser = await anonymousBrowser(server.app);
    const response = await browser.request('POST', '/api/users/password', {
      email: 'DEMO@example.com',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { message: messages.requested } });

    const links = await outboxLinks(server);
    expect(links).toHaveLength(1);
    const link = links[0]!;
    expect(`${link.origin}${link.pathname}`).toBe(
      'https://studio.example.com/app/account/password-reset',
    );
    expect(link.searchParams.get('email')).toBe('demo@example.com');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  });

  it('links to the local server when no APP_URL is set, whatever Host the request named', async () => {
    server = await startAccountsServer({ PORT: '3456' });
    const browser = await anonymousBrowser(server.app);
    await server.app.inject({
      method: 'POST',
      url: '/api/users/password',
      headers: {
        cookie: browser.cookie,
        'x-csrf-token': browser.csrfToken,
        host: 'attacker.example',
      },
      payload: { email: demoUser.email },
    });
    const [link] = await outboxLinks(server);
    expect(link?.origin).toBe('http://127.0.0.1:3456');
  });

  it('answers an unknown email exactly as a known one, and sends nothing', async () => {
    server = await startAccountsServer();
    const browser = await anonymousBrowser(server.app);
    const unknown = await browser.request('POST', '/api/users/password', {
      email: 'nobody@example.com',
    });
    const known = await browser.request('POST', '/api/users/password', { email: demoUser.email });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const sent = await server.rows('SELECT to_address FROM outbox');
    expect(sent).toEqual([{ to_address: demoUser.email }]);
  });

  it('keeps only the SHA-256 of the token, valid for one hour', async () => {
    server = await startAccountsServer();
    const before = Date.now();
    const { token } = await requestReset();
    const rows = await server.rows<{
      token_hash: string;
      created_at: number;
      expires_at: number;
      used_at: null;
    }>('SELECT token_hash, created_at, expires_at, used_at FROM password_resets');
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(row!.created_at).toBeGreaterThanOrEqual(before);
    expect(row!.expires_at - row!.created_at).toBe(3_600_000);
    expect(row?.used_at).toBeNull();
  });

  it('sends at most five reset emails an hour to one account, and still answers 202', async () => {
    server = await startAccountsServer();
    const browser = await anonymousBrowser(server.app);
    for (let i = 0; i < 7; i += 1) {
      const response = await browser.request('POST', '/api/users/password', {
        email: demoUser.email,
      });
      expect(response.statusCode).toBe(202);
    }
    expect(await outboxLinks(server)).toHaveLength(5);
  });

  it('refuses a request without the CSRF token', async () => {
    server = await startAccountsServer();
    const browser = await anonymousBrowser(server.app);
    const response = await browser.request(
      'POST',
      '/api/users/password',
      { email: demoUser.email },
      false,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'csrf' });
    expect(await outboxLinks(server)).toHaveLength(0);
  });

  it('answers bad input with 422 and the errors by field', async () => {
    server = await startAccountsServer();
    const browser = await anonymousBrowser(server.app);
    const malformed = await browser.request('POST', '/api/users/password', { email: 'nope' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({
      email: ['Enter an email address such as name@example.com.'],
    });
    const missing = await browser.request('POST', '/api/users/password', {});
    expect(missing.json().errors).toEqual({ email: ['This field is required'] });
    const extra = await browser.request('POST', '/api/users/password', {
      email: demoUser.email,
      admin: true,
    });
    expect(extra.statusCode).toBe(422);
    const wrongType = await browser.request('POST', '/api/users/password', ['x']);
    expect(wrongType.statusCode).toBe(422);
  });

  it('sends the email through SMTP when SMTP_URL is set, keeping nothing in the outbox', async () => {
    const smtp = await startFakeSmtpServer();
    try {
      server = await startAccountsServer({
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'accounts@studio.example.com',
      });
      const browser = await anonymousBrowser(server.app);
      await browser.request('POST', '/api/users/password', { email: demoUser.email });
      await expect.poll(() => smtp.received.length).toBe(1);
      const mail = smtp.received[0]!;
      expect(mail).toMatchObject({ from: 'accounts@studio.example.com', to: demoUser.email });
      expect(mail.data).toContain(`Subject: ${messages.subject}`);
      expect(mail.data).toMatch(
        /\/account\/password-reset\?token=[\w-]{43}&email=demo%40example\.com/,
      );
      expect(await server.rows('SELECT count(*) AS n FROM outbox')).toEqual([{ n: 0 }]);
    } finally {
      await smtp.close();
    }
  });
});

describe('resetting the password', () => {
  it('sets the new password (argon2id), spends the token and answers 204', async () => {
    server = await startAccountsServer();
    const { browser, token, email } = await requestReset();
    expect(email).toBe(demoUser.email);
    const response = await browser.request('PUT', '/api/users/password', resetInput(token));
    expect(response.statusCode).toBe(204);

    expect((await browser.login()).statusCode).toBe(401);
    expect((await browser.login({ email: demoUser.email, password: newPassword })).statusCode).toBe(
      200,
    );
    const [{ password_hash: hash }] = (await server.rows<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = ?',
      demoUser.email,
    )) as [{ password_hash: string }];
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a token a second time, with the error on the token field', async () => {
    server = await startAccountsServer();
    const { browser, token } = await requestReset();
    await browser.request('PUT', '/api/users/password', resetInput(token));
    const again = await browser.request(
      'PUT',
      '/api/users/password',
      resetInput(token, 'x'.repeat(9)),
    );
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      error: 'invalid_input',
      message: 'Please correct the highlighted fields.',
      errors: { token: [messages.invalidToken] },
    });
    // The first reset's password still holds.
    expect((await browser.login({ email: demoUser.email, password: newPassword })).statusCode).toBe(
      200,
    );
  });

  it('refuses a token after its hour', async () => {
    server = await startAccountsServer();
    const { browser, token } = await requestReset();
    await server.run('UPDATE password_resets SET expires_at = ?', Date.now() - 1);
    const response = await browser.request('PUT', '/api/users/password', resetInput(token));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ token: [messages.invalidToken] });
    expect((await browser.login()).statusCode).toBe(200);
  });

  it('refuses a wrong token, another account’s token, and an unknown email alike', async () => {
    server = await startAccountsServer();
    await server.users.create({
      email: 'other@example.com',
      name: 'Other',
      password: 'other-pass',
    });
    const { browser, token } = await requestReset();
    const attempts = [
      resetInput('not-the-token'),
      { ...resetInput(token), email: 'other@example.com' },
      { ...resetInput(token), email: 'nobody@example.com' },
    ];
    for (const input of attempts) {
      const response = await browser.request('PUT', '/api/users/password', input);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ token: [messages.invalidToken] });
    }
    // None of them spent the token.
    const response = await browser.request('PUT', '/api/users/password', resetInput(token));
    expect(response.statusCode).toBe(204);
  });

  it('also spends the account’s other outstanding tokens', async () => {
    server = await startAccountsServer();
    const first = await requestReset();
    const second = await requestReset();
    expect(first.token).not.toBe(second.token);
    await second.browser.request('PUT', '/api/users/password', resetInput(second.token));
    const late = await first.browser.request('PUT', '/api/users/password', resetInput(first.token));
    expect(late.statusCode).toBe(422);
  });

  it("ends the user's other sessions", async () => {
    server = await startAccountsServer();
    const elsewhere = await server.signedInBrowser();
    expect((await elsewhere.request('GET', '/api/users/me')).statusCode).toBe(200);
    const { browser, token } = await requestReset();
    await browser.request('PUT', '/api/users/password', resetInput(token));
    const after = await elsewhere.request('GET', '/api/users/me');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'unauthenticated' });
    // The browser that reset keeps its (anonymous) session and token: it can log in at once.
    expect((await browser.login({ email: demoUser.email, password: newPassword })).statusCode).toBe(
      200,
    );
  });

  it("clears the account's failed logins", async () => {
    server = await startAccountsServer();
    for (let i = 0; i < 100; i += 1) {
      await server.run(
        'INSERT INTO login_failures (key, at) VALUES (?, ?)',
        `account:${demoUser.email}`,
        Date.now(),
      );
    }
    const { browser, token } = await requestReset();
    expect((await browser.login()).statusCode).toBe(429);
    await browser.request('PUT', '/api/users/password', resetInput(token));
    expect((await browser.login({ email: demoUser.email, password: newPassword })).statusCode).toBe(
      200,
    );
  });

  it('requires all four fields, a matching confirmation and a password of 8 to 256 characters', async () => {
    server = await startAccountsServer();
    const { browser, token } = await requestReset();
    const empty = await browser.request('PUT', '/api/users/password', {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual([
      'email',
      'password',
      'password_confirmation',
      'token',
    ]);
    const mismatch = await browser.request('PUT', '/api/users/password', {
      ...resetInput(token),
      password_confirmation: 'something else',
    });
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['The passwords do not match'],
    });
    const short = await browser.request('PUT', '/api/users/password', resetInput(token, 'short'));
    expect(short.json().errors).toEqual({ password: [messages.tooShort] });
    const long = await browser.request(
      'PUT',
      '/api/users/password',
      resetInput(token, 'x'.repeat(257)),
    );
    expect(long.json().errors).toEqual({ password: ['Use at most 256 characters'] });
    const extra = await browser.request('PUT', '/api/users/password', {
      ...resetInput(token),
      user_id: 1,
    });
    expect(extra.statusCode).toBe(422);
    // None of these spent the token.
    expect(
      (await browser.request('PUT', '/api/users/password', resetInput(token))).statusCode,
    ).toBe(204);
  });

  it('refuses a reset without the CSRF token', async () => {
    server = await startAccountsServer();
    const { browser, token } = await requestReset();
    const response = await browser.request('PUT', '/api/users/password', resetInput(token), false);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'csrf' });
    expect((await browser.login()).statusCode).toBe(200);
  });
});
