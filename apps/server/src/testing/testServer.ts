import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../app.js';
import { readConfig } from '../config.js';
import type { StoreRecord } from '../stores/stores.js';
import { suiteDatabase } from './databases.js';
import { multipart, type FormPart } from './multipart.js';

export const demoUser = { email: 'demo@example.com', password: 'demo-password' };

/**
 * A server over a temporary data folder and a minimal admin build, with the demo user; its
 * database is SQLite there, or PostgreSQL with `TEST_DATABASE=postgres` (`suiteDatabase`).
 */
export async function startTestServer(env: Record<string, string> = {}) {
  const suite = await suiteDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-server-'));
  const adminDist = path.join(dataDir, 'admin');
  fs.mkdirSync(adminDist);
  fs.writeFileSync(
    path.join(adminDist, 'index.html'),
    '<html><head><title>Admin</title></head><body></body></html>',
  );
  const config = readConfig({
    DATA_DIR: dataDir,
    ADMIN_DIST: adminDist,
    LOG_LEVEL: 'silent',
    ...suite.env,
    ...env,
  });
  const context = await buildServer(config, { logger: false });
  const user = await context.users.create({ ...demoUser, name: 'Demo merchant' });
  return {
    ...context,
    config,
    user,
    /** Adds a store, linked to the demo user unless `linked` is false. */
    async addStore(storeHash: string, options: Partial<StoreRecord> & { linked?: boolean } = {}) {
      const { linked = true, ...fields } = options;
      await context.stores.save({
        store_hash: storeHash,
        name: storeHash,
        accessToken: `token-${storeHash}`,
        currency: 'USD',
        timezone_name: 'UTC',
        ...fields,
      });
      if (linked) await context.stores.link(user.id, storeHash);
    },
    /** A browser that has loaded the app and logged in as the demo user. */
    async signedInBrowser() {
      const browser = new Browser(context.app);
      await browser.open();
      await browser.login();
      return browser;
    },
    async close() {
      await context.app.close();
      await suite.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser's view of the server: it keeps the session cookie and the CSRF token it is given. */
export class Browser {
  cookie = '';
  csrfToken = '';

  constructor(private readonly app: FastifyInstance) {}

  /** Loads an app page, as a browser does first, and reads the token from its meta tag. */
  async open(url = '/') {
    const response = await this.request('GET', url);
    const match = /<meta name="csrf-token" content="([^"]+)"/.exec(response.body);
    if (match?.[1]) this.csrfToken = match[1];
    return response;
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    csrf = true,
  ) {
    const response = await this.app.inject({
      method,
      url,
      headers: {
        ...(this.cookie && { cookie: this.cookie }),
        ...(csrf && method !== 'GET' && { 'x-csrf-token': this.csrfToken }),
      },
      ...(body !== undefined && { payload: body as Record<string, unknown> }),
    });
    this.remember(response);
    return response;
  }

  /** Posts a form with files as the browser's FormData does (multipart). */
  async upload(url: string, parts: FormPart[], csrf = true) {
    const { payload, contentType } = await multipart(parts);
    const response = await this.app.inject({
      method: 'POST',
      url,
      headers: {
        ...(this.cookie && { cookie: this.cookie }),
        ...(csrf && { 'x-csrf-token': this.csrfToken }),
        'content-type': contentType,
      },
      payload,
    });
    this.remember(response);
    return response;
  }

  login(credentials = demoUser) {
    return this.request('POST', '/api/users/sessions', credentials);
  }

  private remember(response: LightMyRequestResponse) {
    const session = response.cookies.find((cookie) => cookie.name === 'ms_sid');
    if (session) this.cookie = `ms_sid=${session.value}`;
    const token = response.headers['x-csrf-token'];
    if (typeof token === 'string') this.csrfToken = token;
  }
}
