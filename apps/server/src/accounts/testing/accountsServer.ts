import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Db } from '../../db.js';
import { Browser, startTestServer } from '../../testing/testServer.js';

/**
 * A test server over a data folder this helper knows, with a second connection to its
 * database: what another process (or a clock long past) would have left there.
 */
export type AccountsServer = Awaited<ReturnType<typeof startTestServer>> & { db: Db };

export async function startAccountsServer(
  env: Record<string, string> = {},
): Promise<AccountsServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-accounts-'));
  const server = await startTestServer({ DATA_DIR: dataDir, ...env });
  const db: Db = openDatabase(dataDir);
  return {
    ...server,
    db,
    async close() {
      db.close();
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser that has loaded the app (anonymous session and CSRF token), not logged in. */
export async function anonymousBrowser(app: FastifyInstance) {
  const browser = new Browser(app);
  await browser.open();
  return browser;
}

/** The reset links in the outbox page, newest first. */
export async function outboxLinks(app: FastifyInstance): Promise<URL[]> {
  const page = await app.inject({ url: '/dev/outbox' });
  return [...page.body.matchAll(/<a href="([^"]+)">/g)].map(
    (match) => new URL((match[1] ?? '').replaceAll('&amp;', '&')),
  );
}
