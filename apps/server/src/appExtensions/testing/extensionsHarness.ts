import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../app.js';
import { readConfig } from '../../config.js';
import { installEmbeddedDefault } from '../../platformApp/embeddedInstall.js';
import { ADMIN_KEY, browse, freePort, loadUrlFrom } from '../../platformApp/testing/harness.js';
import type { Emulator } from '../../platformApp/testing/harness.js';

/**
 * The app's server over a real emulator, installed in the emulator's `demo` and `other`
 * stores.
 */
export async function startExtensionsApp(emulator: Emulator) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-ext-'));
  const adminDist = path.join(dataDir, 'admin');
  fs.mkdirSync(adminDist, { recursive: true });
  fs.writeFileSync(path.join(adminDist, 'index.html'), '<html><head></head><body></body></html>');
  const port = await freePort();
  const config = readConfig({
    DATA_DIR: dataDir,
    ADMIN_DIST: adminDist,
    LOG_LEVEL: 'silent',
    PORT: String(port),
    PLATFORM_URL: emulator.url,
    PLATFORM_ADMIN_KEY: ADMIN_KEY,
  });
  const server = await buildServer(config, { logger: false });
  await server.app.listen({ host: '127.0.0.1', port });
  const deps = { config, stores: server.stores, log: server.app.log };
  for (const storeHash of ['demo', 'other']) {
    const outcome = await installEmbeddedDefault(deps, storeHash);
    if (outcome !== 'installed') throw new Error(`install in ${storeHash}: ${outcome}`);
  }
  const url = `http://127.0.0.1:${port}`;
  return {
    ...server,
    config,
    url,
    /** A browser signed in through the control panel of `storeHash`, with its CSRF token. */
    async browserFor(storeHash = 'demo') {
      const load = await browse(
        await loadUrlFrom(emulator, `/manage/stores/${storeHash}/apps/${config.APP_CLIENT_ID}`),
      );
      if (!load.cookie) throw new Error('the load callback set no session');
      const page = await browse(`${url}/stores/${storeHash}`, load.cookie);
      const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1];
      if (!csrf) throw new Error('no CSRF token on the app page');
      return new HttpBrowser(url, load.cookie, csrf);
    },
    async close() {
      await server.app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type ExtensionsApp = Awaited<ReturnType<typeof startExtensionsApp>>;

/** Real HTTP as the admin app makes it: the session cookie, and the CSRF token on writes. */
export class HttpBrowser {
  constructor(
    private readonly base: string,
    readonly cookie: string,
    readonly csrfToken: string,
  ) {}

  async request(method: string, url: string, body?: unknown, { csrf = true } = {}) {
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        cookie: this.cookie,
        accept: 'application/json',
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(csrf && method !== 'GET' && { 'x-csrf-token': this.csrfToken }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
}
