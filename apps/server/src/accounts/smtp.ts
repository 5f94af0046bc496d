import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import os from 'node:os';
import tls from 'node:tls';
import type { MailMessage, Mailer } from './mailer.js';

/**
 * A minimal SMTP client on Node's built-ins, enough for the app's few messages:
 * `smtps://user:pass@host:465` (TLS from the start) or `smtp://user:pass@host:587` (STARTTLS
 * when offered), AUTH PLAIN, one recipient, plain text. Credentials never cross a plaintext
 * connection except to a loopback relay. `tlsOptions` lets tests trust their own certificate.
 */
export function createSmtpMailer(
  smtpUrl: string,
  from: string,
  tlsOptions: tls.ConnectionOptions = {},
): Mailer {
  const url = new URL(smtpUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const implicitTls = url.protocol === 'smtps:';
  const port = Number(url.port) || (implicitTls ? 465 : 587);
  const secureOptions = { servername: net.isIP(host) ? undefined : host, ...tlsOptions };

  return {
    async send(message) {
      let socket: net.Socket = implicitTls
        ? tls.connect({ host, port, ...secureOptions })
        : net.connect({ host, port });
      socket.setTimeout(30_000, () => socket.destroy(new Error('SMTP server timed out')));
      try {
        await once(socket, implicitTls ? 'secureConnect' : 'connect');
        let replies = replyReader(socket);
        const command = (line: string, code: number) => {
          socket.write(`${line}\r\n`);
          return replies.next(code);
        };
        await replies.next(220);
        const helo = `EHLO ${os.hostname() || 'localhost'}`;
        const features = await command(helo, 250);
        let secure = implicitTls;
        if (!secure && /^250[ -]STARTTLS\b/im.test(features)) {
          await command('STARTTLS', 220);
          replies.detach();
          socket = tls.connect({ socket, ...secureOptions });
          await once(socket, 'secureConnect');
          replies = replyReader(socket);
          await command(helo, 250);
          secure = true;
        }
        if (url.username) {
          if (!secure && !['127.0.0.1', '::1', 'localhost'].includes(host)) {
            throw new Error('SMTP server offers no TLS; refusing to send the password in clear');
          }
          const plain = `\0${decodeURIComponent(url.username)}\0${decodeURIComponent(url.password)}`;
          await command(`AUTH PLAIN ${Buffer.from(plain).toString('base64')}`, 235);
        }
        await command(`MAIL FROM:<${from}>`, 250);
        await command(`RCPT TO:<${oneLine(message.to)}>`, 250);
        await command('DATA', 354);
        await command(`${formatMessage(from, message)}\r\n.`, 250);
        await command('QUIT', 221);
      } finally {
        socket.destroy();
      }
    },
  };
}

/** RFC 5322 text: CRLF lines, dot-stuffed for DATA, a UTF-8 body. */
function formatMessage(from: string, message: MailMessage): string {
  // Line breaks are folded first, so that even the encoded subject decodes to one line.
  const line = oneLine(message.subject);
  const subject = /^[\x20-\x7e]*$/.test(line)
    ? line
    : `=?UTF-8?B?${Buffer.from(line).toString('base64')}?=`;
  const headers = [
    `From: <${from}>`,
    `To: <${oneLine(message.to)}>`,
    `Subject: ${subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomUUID()}@${from.split('@')[1] ?? 'localhost'}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const body = message.text
    .split(/\r?\n/)
    .map((line) => (line.startsWith('.') ? `.${line}` : line));
  return [...headers, '', ...body].join('\r\n');
}

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** Collects SMTP replies ("250-first", …, "250 last") and checks each one's code. */
function replyReader(socket: net.Socket) {
  let buffered = '';
  let failure: Error | undefined;
  let wake = () => {};
  const onData = (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    wake();
  };
  const onEnd = (error?: Error) => {
    failure ??= error instanceof Error ? error : new Error('SMTP server closed the connection');
    wake();
  };
  socket
    .on('data', onData)
    .on('error', onEnd)
    .on('close', () => onEnd());
  return {
    async next(code: number): Promise<string> {
      for (;;) {
        const end = /^\d{3}(?: .*)?\r\n/m.exec(buffered);
        if (end) {
          const reply = buffered.slice(0, end.index + end[0].length);
          buffered = buffered.slice(reply.length);
          if (!reply.startsWith(String(code))) throw new Error(`SMTP: ${reply.trim()}`);
          return reply;
        }
        if (failure) throw failure;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    detach: () => socket.off('data', onData),
  };
}
