import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildPlatform } from '@metafields/platform';
import { fileObjectSchema, webdavSettingsSchema } from '@metafields/core';
import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isSealed } from '../crypto.js';
import { queryRows } from '../testing/databases.js';
import { startTestServer, type Browser } from '../testing/testServer.js';
import type { FormPart } from '../testing/multipart.js';

/**
 * The routes against the real emulator's WebDAV. The emulator's seeded username is `webdav`;
 * the settings form wants an email address (spec: email-type input, core's schema), so the
 * test gives the demo store's WebDAV account an email username in the emulator's table.
 */
const DAV_USER = 'files@demo.example';
const SEED_NOW = new Date('2026-03-01T12:00:00Z');

let platform: FastifyInstance;
let platformDir: string;
let platformUrl: string;
let davPassword: string;
/** Every request the emulator receives, to prove refused paths never reach it. */
const davCalls: string[] = [];

let serverDir: string;
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256)),
]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

const davAuth = (password = davPassword) =>
  `Basic ${Buffer.from(`${DAV_USER}:${password}`).toString('base64')}`;

/** A file straight from the emulator's WebDAV, as a storefront or the client would fetch it. */
const davGet = (davPath: string) =>
  fetch(`${platformUrl}/stores/demo/dav/${davPath}`, { headers: { authorization: davAuth() } });

const upload = (parts: FormPart[], options: { hash?: string; csrf?: boolean } = {}) =>
  browser.upload(`/api/stores/${options.hash ?? 'demo'}/files`, parts, options.csrf !== false);

const saveSettings = (password = davPassword, method: 'POST' | 'PUT' = 'PUT') =>
  browser.request(method, '/api/stores/demo/webdav-settings', {
    webdav_username: DAV_USER,
    webdav_password: password,
  });

beforeAll(async () => {
  platformDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-webdav-platform-'));
  platform = buildPlatform({
    dataDir: platformDir,
    stores: [
      {
        storeHash: 'demo',
        accessToken: 'demo-token',
        size: 'small',
        productCount: 0,
        now: SEED_NOW,
      },
      {
        storeHash: 'other',
        accessToken: 'other-token',
        size: 'small',
        productCount: 0,
        now: SEED_NOW,
      },
    ],
  });
  platform.addHook('onRequest', async (request) => {
    davCalls.push(`${request.method} ${request.url}`);
  });
  platformUrl = await platform.listen({ port: 0, host: '127.0.0.1' });
  const platformDb = new Database(path.join(platformDir, 'platform.sqlite'));
  platformDb
    .prepare('UPDATE dav_accounts SET username = ? WHERE store_hash = ?')
    .run(DAV_USER, 'demo');
  davPassword = platformDb
    .prepare<[string], { password: string }>(
      'SELECT password FROM dav_accounts WHERE store_hash = ?',
    )
    .get('demo')!.password;
  platformDb.close();

  serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-webdav-server-'));
  server = await startTestServer({ PLATFORM_URL: platformUrl, DATA_DIR: serverDir });
  await server.addStore('demo');
  // A store the server knows but the demo user does not belong to.
  await server.addStore('other', { linked: false });
  browser = await server.signedInBrowser();
});

afterAll(async () => {
  await server.close();
  await platform.close();
  fs.rmSync(serverDir, { recursive: true, force: true });
  fs.rmSync(platformDir, { recursive: true, force: true });
});

describe('WebDAV settings', () => {
  it('reads as unset before anything is saved', async () => {
    const response = await browser.request('GET', '/api/stores/other-unset/webdav-settings');
    expect(response.statusCode).toBe(404);
    await server.addStore('fresh');
    const fresh = await browser.request('GET', '/api/stores/fresh/webdav-settings');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({
      data: {
        webdav_username: null,
        webdav_password: null,
        webdav_url: `${platformUrl}/stores/fresh/dav/`,
        has_password: false,
      },
    });
  });

  it('saves with POST and PUT, never returns the password, and seals it at rest', async () => {
    const posted = await saveSettings('first-password', 'POST');
    expect(posted.statusCode).toBe(200);
    const put = await saveSettings(davPassword, 'PUT');
    expect(put.statusCode).toBe(200);
    expect(put.body).not.toContain(davPassword);

    const read = await browser.request('GET', '/api/stores/demo/webdav-settings');
    expect(read.body).not.toContain(davPassword);
    const data: unknown = read.json().data;
    expect(webdavSettingsSchema.parse(data)).toEqual({
      webdav_username: DAV_USER,
      webdav_password: null,
    });
    expect(data).toMatchObject({
      has_password: true,
      webdav_url: `${platformUrl}/stores/demo/dav/`,
    });

    const [row] = await queryRows<{ username: string; password_sealed: string }>(
      server.database,
      'SELECT username, password_sealed FROM webdav_settings WHERE store_hash = ?',
      'demo',
    );
    expect(row?.username).toBe(DAV_USER);
    expect(isSealed(row?.password_sealed ?? '')).toBe(true);
    expect(row?.password_sealed).not.toContain(davPassword);
  });

  it('answers 422 with the username and password errors together', async () => {
    const empty = await browser.request('PUT', '/api/stores/demo/webdav-settings', {
      webdav_username: '',
      webdav_password: '',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      // One sentence for both fields: core's webdavSaveNotice shows it.
      error: 'invalid_input',
      message: 'Username: This field is required Password: This field is required',
      errors: {
        webdav_username: ['This field is required'],
        webdav_password: ['This field is required'],
      },
    });
    const notEmail = await browser.request('POST', '/api/stores/demo/webdav-settings', {
      webdav_username: 'webdav',
      webdav_password: 'x',
    });
    expect(notEmail.statusCode).toBe(422);
    expect(notEmail.json().errors).toEqual({
      webdav_username: ['Enter an email address such as name@example.com.'],
    });
    const extra = await browser.request('PUT', '/api/stores/demo/webdav-settings', {
      webdav_username: DAV_USER,
      webdav_password: 'x',
      webdav_url: 'http://evil.example/',
    });
    expect(extra.statusCode).toBe(422);
    const wrongType = await browser.request('PUT', '/api/stores/demo/webdav-settings', {
      webdav_username: 5,
      webdav_password: ['x'],
    });
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json().errors)).toEqual(['webdav_username', 'webdav_password']);
    // None of these replaced the saved login.
    const read = await browser.request('GET', '/api/stores/demo/webdav-settings');
    expect(read.json().data.webdav_username).toBe(DAV_USER);
  });
});

describe('files on the WebDAV', () => {
  beforeEach(async () => {
    expect((await saveSettings()).statusCode).toBe(200);
  });

  it('creates a folder with its parents', async () => {
    const response = await browser.request('POST', '/api/stores/demo/directories', {
      path: 'content/manuals/2026',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: {
        path: 'content/manuals/2026',
        url: `${platformUrl}/stores/demo/dav/content/manuals/2026/`,
      },
    });
    expect(
      fs
        .statSync(path.join(platformDir, 'dav', 'demo', 'content', 'manuals', '2026'))
        .isDirectory(),
    ).toBe(true);
    expect(davCalls).toContain('MKCOL /stores/demo/dav/content/manuals/');
    // Again: the folder exists already, which is fine.
    const again = await browser.request('POST', '/api/stores/demo/directories', {
      path: 'content/manuals/2026',
    });
    expect(again.statusCode).toBe(201);
  });

  it('uploads a PNG and a PDF that read back with the same bytes, then deletes them', async () => {
    const response = await upload([
      { name: 'directory', value: 'content/uploads' },
      { name: 'files', file: png, filename: 'logo.png' },
      { name: 'files', file: pdf, filename: 'care sheet.pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    const files = z.array(fileObjectSchema).parse(response.json().data);
    expect(files).toEqual([
      {
        id: 'content/uploads/logo.png',
        url: `${platformUrl}/stores/demo/dav/content/uploads/logo.png`,
        name: 'logo',
        extension: 'png',
      },
      {
        id: 'content/uploads/care sheet.pdf',
        url: `${platformUrl}/stores/demo/dav/content/uploads/care%20sheet.pdf`,
        name: 'care sheet',
        extension: 'pdf',
      },
    ]);
    for (const [file, bytes] of [
      [files[0], png],
      [files[1], pdf],
    ] as const) {
      const fetched = await fetch(file!.url, { headers: { authorization: davAuth() } });
      expect(fetched.status).toBe(200);
      expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);
    }

    const deleted = await browser.request('DELETE', '/api/stores/demo/files', {
      paths: ['content/uploads/logo.png', 'content/uploads/care sheet.pdf'],
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      data: { deleted: ['content/uploads/logo.png', 'content/uploads/care sheet.pdf'] },
    });
    expect((await davGet('content/uploads/logo.png')).status).toBe(404);
    expect((await davGet('content/uploads/care%20sheet.pdf')).status).toBe(404);
    // Deleting what is gone already is not an error.
    const again = await browser.request('DELETE', '/api/stores/demo/files', {
      paths: ['content/uploads/logo.png'],
    });
    expect(again.statusCode).toBe(200);
  });

  it('uploads to the root when no directory is given', async () => {
    const response = await upload([{ name: 'files', file: png, filename: 'root.png' }]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data[0].id).toBe('root.png');
    expect(Buffer.from(await (await davGet('root.png')).arrayBuffer()).equals(png)).toBe(true);
  });

  it('stores an SVG image sanitised: the storefront serves it from the store address', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
        '<script>alert(document.cookie)</script>' +
        '<a href="javascript:alert(1)"><circle cx="5" cy="5" r="4" onclick="alert(2)"/></a>' +
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>' +
        '</svg>',
    );
    const response = await upload([
      { name: 'directory', value: 'content/images' },
      { name: 'files', file: svg, filename: 'badge.svg' },
    ]);
    expect(response.statusCode).toBe(201);
    const stored = await (await davGet('content/images/badge.svg')).text();
    expect(stored).toContain('<circle cx="5" cy="5" r="4"/>');
    expect(stored).not.toMatch(/script|alert|javascript|onload|onclick|foreignObject/i);

    const notAnImage = await upload([
      { name: 'files', file: Buffer.from('<p>hello</p>'), filename: 'page.svg' },
    ]);
    expect(notAnImage.statusCode).toBe(422);
    expect(notAnImage.json().errors).toEqual({ 'files.0': ['The file is not an SVG image.'] });
  });

  it('refuses bad files with field errors and stores none of the form', async () => {
    const before = davCalls.length;
    const response = await upload([
      { name: 'directory', value: 'content/bad' },
      { name: 'files', file: png, filename: 'fine.png' },
      { name: 'files', file: Buffer.from('MZ'), filename: 'tool.exe' },
      { name: 'files', file: Buffer.from('<script>'), filename: 'fake.png' },
      { name: 'other', value: 'x' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'files.1': [expect.stringMatching(/^Only these file types can be uploaded/)],
      'files.2': ["The file's content does not match its .png name."],
      other: ['This field is not recognised.'],
    });
    const none = await upload([{ name: 'directory', value: 'content' }]);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ files: ['Choose at least one file.'] });
    expect(davCalls.length).toBe(before);
  });

  it('refuses a file over 20 MB', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024)]);
    const response = await upload([{ name: 'files', file: big, filename: 'big.pdf' }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'files.0': ['The file is larger than 20 MB.'] });
  });

  it('refuses paths that leave the store folder without calling WebDAV', async () => {
    const before = davCalls.length;
    for (const bad of [
      '../other',
      'content/../../other/dav',
      'http://evil.example/x',
      '//evil.example',
      'a\\..\\b',
      '%2e%2e/x',
      '',
    ]) {
      const folder = await browser.request('POST', '/api/stores/demo/directories', { path: bad });
      expect(folder.statusCode, bad).toBe(422);
      expect(Object.keys(folder.json().errors)).toEqual(['path']);
      const removal = await browser.request('DELETE', '/api/stores/demo/files', { paths: [bad] });
      expect(removal.statusCode, bad).toBe(422);
      expect(Object.keys(removal.json().errors)).toEqual(['paths.0']);
      if (bad === '') continue;
      const uploaded = await upload([
        { name: 'directory', value: bad },
        { name: 'files', file: png, filename: 'x.png' },
      ]);
      expect(uploaded.statusCode, bad).toBe(422);
      expect(Object.keys(uploaded.json().errors)).toEqual(['directory']);
    }
    const badName = await upload([{ name: 'files', file: png, filename: '100%2e.png' }]);
    expect(badName.statusCode).toBe(422);
    expect(badName.json().errors).toEqual({
      'files.0': ['The file name must not contain slashes, backslashes, % or "..".'],
    });
    expect(davCalls.length).toBe(before);
  });

  it('keeps only the last part of a file name that carries a path', async () => {
    // The multipart parser drops what a browser on Windows may send before the name.
    const response = await upload([{ name: 'files', file: png, filename: '..\\..\\x.png' }]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data[0].id).toBe('x.png');
  });

  it('answers 4xx, never 500, to malformed and wrongly typed bodies', async () => {
    const before = davCalls.length;
    const cases = [
      await browser.request('POST', '/api/stores/demo/directories', { path: 5 }),
      await browser.request('POST', '/api/stores/demo/directories', { path: 'a', extra: 1 }),
      await browser.request('POST', '/api/stores/demo/directories'),
      await browser.request('DELETE', '/api/stores/demo/files', { paths: 'a.png' }),
      await browser.request('DELETE', '/api/stores/demo/files', { paths: [] }),
      await browser.request('DELETE', '/api/stores/demo/files', {
        paths: Array.from({ length: 101 }, (_, i) => `f${i}.png`),
      }),
      await browser.request('POST', '/api/stores/demo/files', { files: ['x.png'] }),
      await server.app.inject({
        method: 'POST',
        url: '/api/stores/demo/directories',
        headers: {
          cookie: browser.cookie,
          'x-csrf-token': browser.csrfToken,
          'content-type': 'application/json',
        },
        payload: '{"path": ',
      }),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
    }
    expect(cases[0]?.json().errors).toHaveProperty('path');
    expect(cases[3]?.json().errors).toHaveProperty('paths');
    expect(davCalls.length).toBe(before);
  });

  it('answers webdav_rejected when WebDAV refuses the saved login', async () => {
    expect((await saveSettings('wrong-password')).statusCode).toBe(200);
    const response = await browser.request('POST', '/api/stores/demo/directories', {
      path: 'content',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'webdav_rejected',
      message: expect.stringMatching(/refused the saved login/),
    });
    const uploaded = await upload([{ name: 'files', file: png, filename: 'x.png' }]);
    expect(uploaded.json().error).toBe('webdav_rejected');
  });

  it('answers webdav_not_configured before the settings are saved', async () => {
    await server.addStore('unset');
    const response = await browser.request('POST', '/api/stores/unset/directories', {
      path: 'content',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'webdav_not_configured' });
    const removal = await browser.request('DELETE', '/api/stores/unset/files', {
      paths: ['content/x.png'],
    });
    expect(removal.json().error).toBe('webdav_not_configured');
  });
});

describe('guards', () => {
  it('refuses writes without the CSRF token', async () => {
    const body = { webdav_username: DAV_USER, webdav_password: 'changed' };
    for (const method of ['POST', 'PUT'] as const) {
      const response = await browser.request(
        method,
        '/api/stores/demo/webdav-settings',
        body,
        false,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('csrf');
    }
    const folder = await browser.request(
      'POST',
      '/api/stores/demo/directories',
      { path: 'x' },
      false,
    );
    expect(folder.statusCode).toBe(403);
    const removal = await browser.request(
      'DELETE',
      '/api/stores/demo/files',
      { paths: ['x'] },
      false,
    );
    expect(removal.statusCode).toBe(403);
    const uploaded = await upload([{ name: 'files', file: png, filename: 'x.png' }], {
      csrf: false,
    });
    expect(uploaded.statusCode).toBe(403);
  });

  it("answers 404 for another store's hash and leaves its settings alone", async () => {
    const responses = [
      await browser.request('GET', '/api/stores/other/webdav-settings'),
      await browser.request('PUT', '/api/stores/other/webdav-settings', {
        webdav_username: DAV_USER,
        webdav_password: 'x',
      }),
      await browser.request('POST', '/api/stores/other/directories', { path: 'content' }),
      await browser.request('DELETE', '/api/stores/other/files', { paths: ['x.png'] }),
      await upload([{ name: 'files', file: png, filename: 'x.png' }], { hash: 'other' }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'store_not_found',
        message: 'Unable to access store',
      });
    }
    const rows = await queryRows(
      server.database,
      'SELECT 1 FROM webdav_settings WHERE store_hash = ?',
      'other',
    );
    expect(rows).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/stores/demo/webdav-settings',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('when the WebDAV server is down', () => {
  it('answers 502 webdav_unavailable', async () => {
    // Port 1 on loopback: nothing listens, so the connection is refused at once.
    const down = await startTestServer({ PLATFORM_URL: 'http://127.0.0.1:1' });
    try {
      await down.addStore('demo');
      const downBrowser = await down.signedInBrowser();
      const saved = await downBrowser.request('PUT', '/api/stores/demo/webdav-settings', {
        webdav_username: DAV_USER,
        webdav_password: davPassword,
      });
      expect(saved.statusCode).toBe(200);
      const response = await downBrowser.request('POST', '/api/stores/demo/directories', {
        path: 'content',
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error: 'webdav_unavailable',
        message:
          'The WebDAV server could not be reached. Please try again later or check the WebDAV settings.',
      });
    } finally {
      await down.close();
    }
  });
});
