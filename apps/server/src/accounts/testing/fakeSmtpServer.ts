import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';

export interface ReceivedMail {
  auth: string | undefined;
  from: string;
  to: string;
  data: string;
  secure: boolean;
}

/** A self-signed certificate for 127.0.0.1 and localhost, made with the openssl command. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
        ...['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
        ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
        ...['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    return {
      key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * An SMTP server for tests: EHLO, STARTTLS (when given a certificate), AUTH PLAIN, MAIL, RCPT,
 * DATA, QUIT. It records each message and, when `implicitTls`, speaks TLS from the start.
 */
export async function startFakeSmtpServer(
  options: {
    certificate?: { key: string; cert: string };
    implicitTls?: boolean;
    rejectAuth?: boolean;
    host?: string;
  } = {},
) {
  const received: ReceivedMail[] = [];
  const { certificate } = options;

  function serve(socket: net.Socket, secure: boolean) {
    let buffered = '';
    const mail: Partial<ReceivedMail> = {};
    let dataLines: string[] | undefined;
    const say = (line: string) => socket.write(`${line}\r\n`);
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (dataLines) {
          if (line !== '.') {
            dataLines.push(line);
            continue;
          }
          received.push({
            secure,
            auth: mail.auth,
            from: mail.from ?? '',
            to: mail.to ?? '',
            data: dataLines.join('\r\n'),
          });
          dataLines = undefined;
          say('250 queued');
          continue;
        }
        const [verb = '', ...rest] = line.split(' ');
        const argument = rest.join(' ');
        switch (verb.toUpperCase()) {
          case 'EHLO':
            say('250-fake.example');
            if (certificate && !secure) say('250-STARTTLS');
            say('250 AUTH PLAIN');
            break;
          case 'STARTTLS':
            say('220 ready');
            socket.off('data', onData);
            serve(new tls.TLSSocket(socket, { isServer: true, ...certificate }), true);
            return;
          case 'AUTH':
            mail.auth = Buffer.from(argument.replace(/^PLAIN /, ''), 'base64').toString('utf8');
            say(options.rejectAuth ? '535 5.7.8 Authentication failed' : '235 accepted');
            break;
          case 'MAIL':
            mail.from = argument.replace(/^FROM:<(.*)>$/, '$1');
            say('250 ok');
            break;
          case 'RCPT':
            mail.to = argument.replace(/^TO:<(.*)>$/, '$1');
            say('250 ok');
            break;
          case 'DATA':
            dataLines = [];
            say('354 go ahead');
            break;
          case 'QUIT':
            say('221 bye');
            socket.end();
            break;
          default:
            say('502 unknown command');
        }
      }
    };
    socket.on('data', onData);
    socket.on('error', () => {});
  }

  const server =
    options.implicitTls && certificate
      ? tls.createServer(certificate, (socket) => {
          socket.write('220 fake ESMTP\r\n');
          serve(socket, true);
        })
      : net.createServer((socket) => {
          socket.write('220 fake ESMTP\r\n');
          serve(socket, false);
        });
  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
