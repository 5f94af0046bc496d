import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildPlatform } from '@metafields/platform';
import { buildServer } from '../../app.js';
import { readConfig, type ServerConfig } from '../../config.js';
import { queryRows, runStatement, suiteDatabase } from '../../testing/databases.js';

/** The platform emulator's own SQLite file, read by tests. */
type Db = Database.Database;

export const ADMIN_KEY = 'harness-admin-key';
/** Fixed, so that the seeded stores are the same from run to run. */
const SEED_NOW = new Date('2026-03-01T12:00:00Z');

/** A port that was free a moment ago (the app's URL must be known before it listens). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real platform emulator on a free port, with a small `demo` store, `starter` and `other`,
 * and no app registered: the app under test registers itself.
 */
export async function startEmulator() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-emulator-'));
  const platform = buildPlatform({
    dataDir,
    adminKey: ADMIN_KEY,
    apps: [],
    stores: [
      { storeHash: 'demo', accessToken: 'demo-token', size: 'small', now: SEED_NOW },
      // The second demo store, which the seed installs into too (on the app's lower plan).
      {
        storeHash: 'starter',
        accessToken: 'starter-token',
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
  const url = await platform.listen({ host: '127.0.0.1', port: 0 });
  const db: Db = new Database(path.join(dataDir, 'platform.sqlite'));
  return {
    url,
    /** Rows of the emulator's database, read through a second connection. */
    rows: <Row>(sql: string, ...params: Array<string | number>): Row[] =>
      db.prepare(sql).all(...params) as Row[],
    appToken(storeHash: string, clientId: string): string | undefined {
      return db
        .prepare<[string, string], { access_token: string }>(
          'SELECT access_token FROM app_tokens WHERE store_hash = ? AND client_id = ?',
        )
        .get(storeHash, clientId)?.access_token;
    },
    async close() {
      db.close();
      await platform.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type Emulator = Awaited<ReturnType<typeof startEmulator>>;

type Param = string | number | null;

/**
 * The suite's database of each data folder an app runs over (`suiteDatabase`: PostgreSQL with
 * TEST_DATABASE=postgres), so that a second start on the same folder finds the same data.
 */
const suites = new Map<string, Awaited<ReturnType<typeof suiteDatabase>>>();

/**
 * The app's server, listening on a free port over `dataDir` (a new temporary one unless
 * given, so that a test can start it a second time on the same data).
 */
export async function startApp(options: {
  platformUrl: string;
  dataDir?: string;
  env?: Record<string, string>;
}) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ms-app-'));
  const adminDist = path.join(dataDir, 'admin');
  fs.mkdirSync(adminDist, { recursive: true });
  fs.writeFileSync(
    path.join(adminDist, 'index.html'),
    '<html><head><title>Admin</title></head><body></body></html>',
  );
  const port = await freePort();
  let suite = suites.get(dataDir);
  if (!suite) {
    suite = await suiteDatabase();
    suites.set(dataDir, suite);
  }
  const config: ServerConfig = readConfig({
    ...suite.env,
    DATA_DIR: dataDir,
    ADMIN_DIST: adminDist,
    LOG_LEVEL: 'silent',
    PORT: String(port),
    PLATFORM_URL: options.platformUrl,
    PLATFORM_ADMIN_KEY: ADMIN_KEY,
    ...options.env,
  });
  const context = await buildServer(config, { logger: false });
  await context.app.listen({ host: '127.0.0.1', port });
  return {
    ...context,
    config,
    dataDir,
    url: `http://127.0.0.1:${port}`,
    /** Rows of the server's database (`?` placeholders), read through its own connection. */
    rows: <Row>(sql: string, ...params: Param[]): Promise<Row[]> =>
      queryRows<Row>(context.database, sql, ...params),
    /** Changes rows of the server's database (`?` placeholders). */
    run: (sql: string, ...params: Param[]): Promise<void> =>
      runStatement(context.database, sql, ...params),
    /** Stops the server; the data stays for a second start unless `keepData` is false. */
    async close({ keepData = false } = {}) {
      await context.app.close();
      if (!keepData) {
        await suites.get(dataDir)?.dispose();
        suites.delete(dataDir);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
export type AppUnderTest = Awaited<ReturnType<typeof startApp>>;

/**
 * The merchant's consent in the emulator's control panel (as the owner, or `?user=`): the
 * control panel answers with the browser's way to the app's auth callback.
 */
export async function consent(
  emulator: Emulator,
  clientId: string,
  storeHash = 'demo',
  userId?: number,
): Promise<URL> {
  const query = userId === undefined ? '' : `?user=${userId}`;
  const response = await fetch(
    `${emulator.url}/manage/stores/${storeHash}/apps/${clientId}/install${query}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    },
  );
  if (response.status !== 303) throw new Error(`install answered ${response.status}`);
  return new URL(response.headers.get('location') ?? '');
}

/** The URL of the app's frame when a control panel page opens the app (a fresh load URL). */
export async function loadUrlFrom(emulator: Emulator, controlPanelPath: string): Promise<URL> {
  const html = await (await fetch(`${emulator.url}${controlPanelPath}`)).text();
  const src = /<iframe class="app-frame"[^>]* src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`no app frame on ${controlPanelPath}`);
  return new URL(src.replaceAll('&amp;', '&'));
}

/** A request as the browser in the frame makes it: the redirect is looked at, not followed. */
export async function browse(url: URL | string, cookie?: string) {
  const response = await fetch(url, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('ms_sid='));
  const lastError = response.headers.getSetCookie().find((c) => c.startsWith('last_error='));
  return {
    /** The sentence a failure hands the admin's /error page, decoded. */
    lastError:
      lastError && decodeURIComponent(lastError.split(';')[0]!.slice('last_error='.length)),
    lastErrorCookie: lastError,
    status: response.status,
    location: response.headers.get('location'),
    setCookie,
    cookie: setCookie?.split(';')[0],
    body: await response.text(),
  };
}

/** The platform's control panel users of a store (owner first). */
export function controlPanelUsers(emulator: Emulator, storeHash = 'demo') {
  return emulator.rows<{ id: number; email: string; role: string }>(
    `SELECT id, email, role FROM control_panel_users WHERE store_hash = ?
     ORDER BY role = 'owner' DESC, id`,
    storeHash,
  );
}

/**
 * Whether a callback sent the browser to the admin's /error page with `sentence` (part of it)
 * in the last_error cookie, and without signing it in: the status the failure stands for is
 * only in the log now, so the cookie's sentence is what tells the failures apart.
 */
export function sentToErrorPage(answer: Awaited<ReturnType<typeof browse>>, sentence: string) {
  return (
    answer.status === 303 &&
    answer.location === '/error' &&
    answer.setCookie === undefined &&
    (answer.lastError ?? '').includes(sentence)
  );
}
