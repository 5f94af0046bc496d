import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp.js';
import { selfSignedCertificate, startFakeSmtpServer } from './testing/fakeSmtpServer.js';

const message = {
  to: 'merchant@example.com',
  subject: 'Reset your password',
  text: 'First line\n.a line that starts with a dot\nhttps://app.example.com/x?a=1&b=2\n',
};

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function fakeServer(options: Parameters<typeof startFakeSmtpServer>[0] = {}) {
  const server = await startFakeSmtpServer(options);
  servers.push(server);
  return server;
}

describe('SMTP mailer', () => {
  it('sends a plain-text message with AUTH PLAIN to a loopback relay', async () => {
    const server = await fakeServer();
    const mailer = createSmtpMailer(
      `smtp://mailer%40example.com:p%40ss@127.0.0.1:${server.port}`,
      'no-reply@metafield.studio',
    );
    await mailer.send(message);
    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail).toMatchObject({
      auth: '\0mailer@example.com\0p@ss',
      from: 'no-reply@metafield.studio',
      to: 'merchant@example.com',
      secure: false,
    });
    const [headers = '', body] = mail?.data.split('\r\n\r\n') ?? [];
    expect(headers).toContain('Subject: Reset your password');
    expect(headers).toContain('To: <merchant@example.com>');
    expect(headers).toContain('Content-Type: text/plain; charset=utf-8');
    // Dot-stuffed on the wire, so the line does not end the message.
    expect(body).toBe(
      'First line\r\n..a line that starts with a dot\r\nhttps://app.example.com/x?a=1&b=2\r\n',
    );
  });

  it('keeps a line break in the recipient or subject from adding a header', async () => {
    const server = await fakeServer();
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${server.port}`, 'a@example.com');
    await mailer.send({
      ...message,
      to: 'merchant@example.com\r\nBcc: someone@example.net',
      subject: 'Reset\r\nBcc: someone@example.net',
    });
    const [headers = ''] = server.received[0]?.data.split('\r\n\r\n') ?? [];
    expect(headers.split('\r\n').filter((line) => /^bcc:/i.test(line))).toEqual([]);
    expect(headers).toContain('Subject: Reset Bcc: someone@example.net');
  });

  it('upgrades with STARTTLS before authenticating when the server offers it', async () => {
    const certificate = selfSignedCertificate();
    const server = await fakeServer({ certificate });
    const mailer = createSmtpMailer(
      `smtp://user:secret@127.0.0.1:${server.port}`,
      'no-reply@metafield.studio',
      { ca: certificate.cert },
    );
    await mailer.send(message);
    expect(server.received[0]).toMatchObject({ secure: true, auth: '\0user\0secret' });
  });

  it('speaks TLS from the start with smtps://', async () => {
    const certificate = selfSignedCertificate();
    const server = await fakeServer({ certificate, implicitTls: true });
    const mailer = createSmtpMailer(
      `smtps://user:secret@127.0.0.1:${server.port}`,
      'no-reply@metafield.studio',
      { ca: certificate.cert },
    );
    await mailer.send(message);
    expect(server.received[0]).toMatchObject({ secure: true, to: 'merchant@example.com' });
  });

  it('refuses a server whose certificate it cannot trust', async () => {
    const server = await fakeServer({ certificate: selfSignedCertificate() });
    const mailer = createSmtpMailer(`smtp://u:p@127.0.0.1:${server.port}`, 'a@example.com');
    await expect(mailer.send(message)).rejects.toThrow(/certificate/i);
    expect(server.received).toHaveLength(0);
  });

  // Needs an address of this machine other than loopback; without one there is nothing to test.
  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
  it.runIf(external)('will not send a password in clear to a server beyond loopback', async () => {
    const server = await fakeServer({ host: external });
    const mailer = createSmtpMailer(`smtp://u:p@${external}:${server.port}`, 'a@example.com');
    await expect(mailer.send(message)).rejects.toThrow(/refusing to send the password in clear/);
    expect(server.received).toHaveLength(0);
  });

  it('fails with the server reply when authentication is refused', async () => {
    const server = await fakeServer({ rejectAuth: true });
    const mailer = createSmtpMailer(`smtp://u:wrong@127.0.0.1:${server.port}`, 'a@example.com');
    await expect(mailer.send(message)).rejects.toThrow('SMTP: 535 5.7.8 Authentication failed');
    expect(server.received).toHaveLength(0);
  });

  it('fails, rather than hangs, when nothing listens', async () => {
    const server = await fakeServer();
    const { port } = server;
    await server.close();
    servers.pop();
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'a@example.com');
    await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED/);
  });
});
