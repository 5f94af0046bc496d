import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomFor } from '../seedContext.js';
import { createTestPlatform, type TestPlatform } from '../testing/platform.js';
import { davPassword, findDavAccount, type DavAccount } from './accounts.js';
import { davLogin } from './login.js';

let platform: TestPlatform;
let port: number;
let demo: DavAccount;
let other: DavAccount;

beforeAll(async () => {
  platform = createTestPlatform();
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  port = (platform.app.server.address() as AddressInfo).port;
  demo = findDavAccount(platform.db, 'demo')!;
  other = findDavAccount(platform.db, 'other')!;
});
afterAll(() => platform.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

const basic = (account: DavAccount): string =>
  `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`;

/** Plain `http.request`, which sends the path as written (fetch would resolve `..` itself). */
function send(
  method: string,
  url: string,
  options: { account?: DavAccount; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.account) headers['authorization'] = basic(options.account);
  if (options.body !== undefined)
    headers['content-length'] = String(Buffer.byteLength(options.body));
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: url, headers });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          text: body.toString('utf8'),
        });
      });
    });
    request.end(options.body);
  });
}

// A PNG signature and some bytes no text decoding would keep intact.
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 37) % 256)),
]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

describe('the WebDAV account', () => {
  it("is seeded with the owner's email and a password drawn from the store hash", () => {
    expect(demo.username).toBe('owner@store-demo.mybigcommerce.com');
    expect(demo.password).toMatch(/^[a-z0-9]{24}$/);
    expect(demo.password).toBe(davPassword(randomFor('demo')('dav')));
    expect(other.password).not.toBe(demo.password);
  });

  it("creates each store's empty folder under <dataDir>/dav", () => {
    for (const store of ['demo', 'other']) {
      expect(fs.statSync(path.join(platform.dataDir, 'dav', store)).isDirectory()).toBe(true);
    }
  });
});

describe('WebDAV file round trip', () => {
  it('creates a folder, stores a file, lists it, serves the same bytes, and deletes it', async () => {
    expect((await send('MKCOL', '/stores/demo/dav/images', { account: demo })).status).toBe(201);
    const put = await send('PUT', '/stores/demo/dav/images/logo.png', {
      account: demo,
      headers: { 'content-type': 'image/png' },
      body: png,
    });
    expect(put.status).toBe(201);
    expect(fs.readFileSync(path.join(platform.dataDir, 'dav/demo/images/logo.png'))).toEqual(png);

    const listing = await send('PROPFIND', '/stores/demo/dav/images/', {
      account: demo,
      headers: { depth: '1' },
    });
    expect(listing.status).toBe(207);
    expect(listing.headers['content-type']).toMatch(/xml/);
    expect(listing.text).toContain('/stores/demo/dav/images/logo.png');
    expect(listing.text).toContain(`<D:getcontentlength>${png.length}</D:getcontentlength>`);

    const get = await send('GET', '/stores/demo/dav/images/logo.png', { account: demo });
    expect(get.status).toBe(200);
    expect(get.headers['content-type']).toBe('image/png');
    expect(get.body).toEqual(png);

    const removed = await send('DELETE', '/stores/demo/dav/images/logo.png', { account: demo });
    expect(removed.status).toBeLessThan(300);
    expect((await send('GET', '/stores/demo/dav/images/logo.png', { account: demo })).status).toBe(
      404,
    );
    expect(fs.existsSync(path.join(platform.dataDir, 'dav/demo/images/logo.png'))).toBe(false);
  });

  it('serves PDFs as application/pdf, whatever type they were sent with', async () => {
    const put = await send('PUT', '/stores/demo/dav/manual.pdf', {
      account: demo,
      headers: { 'content-type': 'application/octet-stream' },
      body: pdf,
    });
    expect(put.status).toBe(201);
    const get = await send('GET', '/stores/demo/dav/manual.pdf', { account: demo });
    expect(get.headers['content-type']).toBe('application/pdf');
    expect(get.body).toEqual(pdf);
    const head = await send('HEAD', '/stores/demo/dav/manual.pdf', { account: demo });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(pdf.length));
    expect(head.body.length).toBe(0);
  });

  it('answers OPTIONS, COPY, MOVE, PROPPATCH, LOCK and UNLOCK through the library', async () => {
    const options = await send('OPTIONS', '/stores/demo/dav/', { account: demo });
    expect(options.status).toBe(200);
    expect(options.headers['dav']).toBe('1,2');

    await send('PUT', '/stores/demo/dav/a.txt', { account: demo, body: 'first' });
    const copy = await send('COPY', '/stores/demo/dav/a.txt', {
      account: demo,
      headers: { destination: `http://127.0.0.1:${port}/stores/demo/dav/b.txt` },
    });
    expect(copy.status).toBe(201);
    const move = await send('MOVE', '/stores/demo/dav/b.txt', {
      account: demo,
      headers: { destination: '/stores/demo/dav/c.txt' },
    });
    expect(move.status).toBe(201);
    expect((await send('GET', '/stores/demo/dav/c.txt', { account: demo })).text).toBe('first');
    expect((await send('GET', '/stores/demo/dav/b.txt', { account: demo })).status).toBe(404);

    const proppatch = await send('PROPPATCH', '/stores/demo/dav/c.txt', {
      account: demo,
      headers: { 'content-type': 'application/xml' },
      body:
        '<?xml version="1.0"?><D:propertyupdate xmlns:D="DAV:" xmlns:Z="urn:test">' +
        '<D:set><D:prop><Z:alt>Front view</Z:alt></D:prop></D:set></D:propertyupdate>',
    });
    expect(proppatch.status).toBe(207);

    const lockBody =
      '<?xml version="1.0"?><D:lockinfo xmlns:D="DAV:"><D:lockscope><D:exclusive/>' +
      '</D:lockscope><D:locktype><D:write/></D:locktype><D:owner>test</D:owner></D:lockinfo>';
    const lockFile = () =>
      send('LOCK', '/stores/demo/dav/c.txt', {
        account: demo,
        headers: { 'content-type': 'application/xml', timeout: 'Second-60' },
        body: lockBody,
      });
    const lock = await lockFile();
    expect(lock.status).toBe(200);
    expect(lock.text).toContain('<D:lockdiscovery>');
    const token = String(lock.headers['lock-token']);
    expect(token).toMatch(/urn:uuid:/);
    // An exclusive lock excludes a second one until it is released.
    expect((await lockFile()).status).toBe(423);
    const unlock = await send('UNLOCK', '/stores/demo/dav/c.txt', {
      account: demo,
      headers: { 'lock-token': `<${token.replace(/^<|>$/g, '')}>` },
    });
    expect(unlock.status).toBe(204);
    expect((await lockFile()).status).toBe(200);
  });
});

describe('WebDAV credentials', () => {
  it('answers 401 with a Basic challenge when no credentials are sent', async () => {
    const answer = await send('PROPFIND', '/stores/demo/dav/', { headers: { depth: '1' } });
    expect(answer.status).toBe(401);
    expect(answer.headers['www-authenticate']).toMatch(/^Basic realm="/);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 401 });
  });

  it('answers 401 to a wrong password, a wrong username, and a malformed header', async () => {
    const wrong = [
      { username: demo.username, password: `${demo.password}x` },
      { username: 'admin', password: demo.password },
      { username: demo.username, password: '' },
    ];
    for (const account of wrong) {
      expect((await send('GET', '/stores/demo/dav/manual.pdf', { account })).status).toBe(401);
    }
    const malformed = await send('GET', '/stores/demo/dav/manual.pdf', {
      headers: { authorization: 'Basic not base64!' },
    });
    expect(malformed.status).toBe(401);
  });

  it("never opens one store's files with another store's credentials", async () => {
    await send('PUT', '/stores/other/dav/secret.txt', { account: other, body: 'other only' });
    expect((await send('GET', '/stores/other/dav/secret.txt', { account: demo })).status).toBe(401);
    expect((await send('GET', '/stores/demo/dav/manual.pdf', { account: other })).status).toBe(401);
    const put = await send('PUT', '/stores/other/dav/planted.txt', { account: demo, body: 'x' });
    expect(put.status).toBe(401);
    expect(fs.existsSync(path.join(platform.dataDir, 'dav/other/planted.txt'))).toBe(false);
    // Each store sees only its own folder.
    const listing = await send('PROPFIND', '/stores/demo/dav/', {
      account: demo,
      headers: { depth: '1' },
    });
    expect(listing.text).not.toContain('secret.txt');
  });

  it('answers 401 for a store that does not exist', async () => {
    expect((await send('GET', '/stores/nostore/dav/', { account: demo })).status).toBe(401);
  });
});

describe('WebDAV paths', () => {
  const traversals = [
    '/stores/demo/dav/../../other/dav/secret.txt',
    '/stores/demo/dav/images/../../../other/dav/secret.txt',
    '/stores/demo/dav/%2e%2e/%2e%2e/other/dav/secret.txt',
    '/stores/demo/dav/%2E%2E%2F%2E%2E%2Fother%2Fdav%2Fsecret.txt',
    '/stores/demo/dav/..%5c..%5cother%5cdav%5csecret.txt',
    '/stores/demo/dav/./secret.txt',
    '/stores/demo/dav/%00',
  ];

  it.each(traversals)('refuses %s', async (url) => {
    const answer = await send('GET', url, { account: demo });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({
      status: 400,
      title: expect.stringMatching(/WebDAV folder/),
    });
  });

  it('refuses a PUT that climbs out of the folder, and writes nothing', async () => {
    const answer = await send('PUT', '/stores/demo/dav/%2e%2e/escaped.txt', {
      account: demo,
      body: 'x',
    });
    expect(answer.status).toBe(400);
    expect(fs.existsSync(path.join(platform.dataDir, 'dav/escaped.txt'))).toBe(false);
  });

  it("refuses a COPY or MOVE into another store's folder", async () => {
    await send('PUT', '/stores/demo/dav/mine.txt', { account: demo, body: 'mine' });
    for (const destination of [
      '/stores/other/dav/mine.txt',
      `http://127.0.0.1:${port}/stores/demo/dav/../../other/dav/mine.txt`,
      '/stores/demo/dav/%2e%2e/%2e%2e/other/dav/mine.txt',
      '/elsewhere/mine.txt',
    ]) {
      for (const method of ['COPY', 'MOVE']) {
        const answer = await send(method, '/stores/demo/dav/mine.txt', {
          account: demo,
          headers: { destination },
        });
        expect(answer.status, `${method} ${destination}`).toBe(403);
      }
    }
    expect(fs.existsSync(path.join(platform.dataDir, 'dav/other/mine.txt'))).toBe(false);
    expect(fs.readFileSync(path.join(platform.dataDir, 'dav/demo/mine.txt'), 'utf8')).toBe('mine');
  });

  it('answers 404 for a malformed store hash', async () => {
    expect((await send('GET', '/stores/DEMO/dav/', { account: demo })).status).toBe(404);
  });
});

describe('davLogin', () => {
  it("gives the store's WebDAV address and login, as main.ts prints them", () => {
    expect(davLogin(platform.dataDir, 'demo', 'http://127.0.0.1:4010')).toEqual({
      url: 'http://127.0.0.1:4010/stores/demo/dav/',
      username: 'owner@store-demo.mybigcommerce.com',
      password: demo.password,
    });
    expect(davLogin(platform.dataDir, 'nostore', 'http://127.0.0.1:4010')).toBeUndefined();
  });
});
