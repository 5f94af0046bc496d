import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform } from '../app.js';
import { openDatabase } from '../db.js';
import { ERROR_TYPE } from '../errors.js';
import { tempDir } from '../testing/platform.js';
import { findApp } from './registry.js';
import { testApp } from './testing/fixtures.js';

const KEY = 'a-key-for-tests';
let dataDir: string;
let app: FastifyInstance;

beforeAll(() => {
  dataDir = tempDir();
  app = buildPlatform({
    dataDir,
    apps: [testApp({ clientId: 'start-app', name: 'Start App', scopes: ['store_v2_content'] })],
    adminKey: KEY,
  });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const body = {
  clientSecret: 's3cret',
  name: 'Metafield Studio',
  callbacks: {
    auth: 'http://127.0.0.1:3000/auth',
    load: 'http://127.0.0.1:3000/load',
    uninstall: 'http://127.0.0.1:3000/uninstall',
  },
  scopes: ['store_v2_products', 'store_app_extensions_manage'],
};

/** `key` null: no header at all. */
const put = (clientId: string, payload: unknown, key: string | null = KEY) =>
  app.inject({
    method: 'PUT',
    url: `/emulator/apps/${clientId}`,
    headers: key === null ? {} : { 'x-emulator-key': key },
    payload: payload as Record<string, unknown>,
  });
const get = (clientId: string, key: string | null = KEY) =>
  app.inject({
    method: 'GET',
    url: `/emulator/apps/${clientId}`,
    headers: key === null ? {} : { 'x-emulator-key': key },
  });

describe('the admin key guard', () => {
  it('answers 401 in the platform error shape without the key, with a wrong one, or an empty one', async () => {
    for (const key of [null, 'wrong', '', `${KEY}x`]) {
      const response = await put('mfs', body, key);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 401,
        title: 'No valid credentials were found in this request.',
        type: ERROR_TYPE,
      });
      expect((await get('start-app', key)).statusCode).toBe(401);
    }
    // Nothing was registered by the refused calls.
    expect((await get('mfs')).statusCode).toBe(404);
  });
});

describe('PUT /emulator/apps/{client_id}', () => {
  it('creates (201), then replaces (200) the registration; the secret is never shown', async () => {
    const created = await put('mfs', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      clientId: 'mfs',
      name: 'Metafield Studio',
      callbacks: body.callbacks,
      scopes: body.scopes,
    });
    const updated = await put('mfs', { ...body, name: 'Metafield Studio 2', scopes: [] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Metafield Studio 2', scopes: [] });
    const db = openDatabase(path.join(dataDir, 'platform.sqlite'));
    const row = findApp(db, 'mfs');
    db.close();
    expect(row).toMatchObject({
      client_secret: 's3cret',
      name: 'Metafield Studio 2',
      uninstall_callback: 'http://127.0.0.1:3000/uninstall',
      remove_user_callback: null,
    });
  });

  it('answers 422 with a message per bad field', async () => {
    const response = await put('bad', {
      clientSecret: '',
      name: 'x',
      callbacks: { auth: 'ftp://example.com/auth', load: 'not a url' },
      scopes: ['Not A Scope'],
      extra: true,
    });
    expect(response.statusCode).toBe(422);
    const json = response.json<{ status: number; errors: Record<string, string> }>();
    expect(json.status).toBe(422);
    expect(Object.keys(json.errors).sort()).toEqual(
      ['body', 'callbacks.auth', 'callbacks.load', 'clientSecret', 'scopes.0'].sort(),
    );
    expect((await get('bad')).statusCode).toBe(404);
  });

  it('answers 422 for a client id with characters the platform does not use', async () => {
    const response = await put('bad%20id', body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { client_id: expect.any(String) } });
  });
});

describe('GET /emulator/apps/{client_id}', () => {
  it('shows the apps given at start', async () => {
    const response = await get('start-app');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      clientId: 'start-app',
      name: 'Start App',
      callbacks: testApp().callbacks,
      scopes: ['store_v2_content'],
    });
  });

  it('answers 404 for an unknown client id', async () => {
    const response = await get('nobody');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, type: ERROR_TYPE });
  });
});

describe('apps given at start', () => {
  it('are upserted again on the next start, and a malformed one stops the start', async () => {
    await app.close();
    app = buildPlatform({
      dataDir,
      apps: [testApp({ clientId: 'start-app', name: 'Renamed', scopes: [] })],
      adminKey: KEY,
    });
    expect((await get('start-app')).json()).toMatchObject({ name: 'Renamed', scopes: [] });
    // Registered through the endpoint earlier: still there.
    expect((await get('mfs')).statusCode).toBe(200);
    expect(() =>
      buildPlatform({
        dataDir,
        apps: [testApp({ clientId: 'broken', callbacks: { auth: 'nope', load: 'nope' } })],
      }),
    ).toThrow(/broken: invalid registration/);
  });
});
