// `npm run start:cluster`: the product as a deployment runs it, on this machine: the emulator,
// INSTANCES servers (3 by default) on one PostgreSQL database, and a round-robin proxy in front
// where `npm start` would listen. DATABASE_URL names the database; by default the machine's
// PostgreSQL at 127.0.0.1:5432, database `metafield_studio` (created if missing).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { launch, stopOnSignals } from './launch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const instances = Number(env.INSTANCES ?? 3);
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/metafield_studio';

/** Creates the database when the server answers but the database does not exist yet. */
async function ensureDatabase(/** @type {string} */ url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

execFileSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, TURBO_TELEMETRY_DISABLED: '1' },
});
await ensureDatabase(databaseUrl);

const dataDir = path.resolve(root, env.DATA_DIR ?? 'data/cluster');
const logDir = path.join(dataDir, 'logs');
const product = await launch({
  port: Number(env.PORT ?? 3000),
  platformPort: Number(env.PLATFORM_PORT ?? 4010),
  dataDir,
  logDir,
  instances,
  env: { DATABASE_URL: databaseUrl },
});

console.log(`
  Metafield Studio: ${instances} instances on ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}

  Open      ${product.url} (a round-robin proxy over ${product.servers.map((server) => server.url).join(', ')})
  Log in    ${env.DEMO_USER_EMAIL ?? 'demo@example.com'} / ${env.DEMO_USER_PASSWORD ?? 'demo-password'}
  Logs      ${path.relative(process.cwd(), logDir)}/server-N.log and platform.log

  Press Ctrl-C to stop.
`);

stopOnSignals(product);
