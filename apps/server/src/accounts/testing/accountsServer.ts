import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { queryRows, runStatement } from '../../testing/databases.js';
import { Browser, startTestServer } from '../../testing/testServer.js';

type Param = string | number | null;

/**
 * A test server over a data folder this helper knows, with its database open to the test
 * (SQLite or PostgreSQL, as the server runs): `rows` reads it and `run` writes what another
 * process (or a clock long past) would have left there. Statements take `?` placeholders.
 */
export type AccountsServer = Awaited<ReturnType<typeof startTestServer>> & {
  rows<Row>(sql: string, ...params: Param[]): Promise<Row[]>;
  run(sql: string, ...params: Param[]): Promise<void>;
};

export async function startAccountsServer(
  env: Record<string, string> = {},
): Promise<AccountsServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-accounts-'));
  const server = await startTestServer({ DATA_DIR: dataDir, ...env });
  return {
    ...server,
    rows: <Row>(sql: string, ...params: Param[]) => queryRows<Row>(server.database, sql, ...params),
    run: (sql: string, ...params: Param[]) => runStatement(server.database, sql, ...params),
    async close() {
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
export async function outboxLinks(server: AccountsServer): Promise<URL[]> {
  const rows = await server.rows<{ body: string }>('SELECT body FROM outbox ORDER BY id DESC');
  return rows.flatMap((row) =>
    (row.body.match(/https?:\/\/\S+/g) ?? []).map((link) => new URL(link)),
  );
}
