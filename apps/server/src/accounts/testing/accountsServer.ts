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

/**
 * The links of the mail in the outbox, newest first: what the person would click. Read from
 * the table, as the page shows only to a signed-in user and the person resetting is not one.
 */
export function outboxLinks(server: AccountsServer): Promise<URL[]> {
  const rows = server.db
    .prepare<[], { body: string }>('SELECT body FROM outbox ORDER BY id DESC')
    .all();
  return Promise.resolve(
    rows.flatMap((row) => (row.body.match(/https?:\/\/\S+/g) ?? []).map((link) => new URL(link))),
  );
}
