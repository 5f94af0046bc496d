// `npm start`: builds what is stale, starts the emulator with its seeded demo store and the
// server, prints where to open the app and how to log in, and stops both on Ctrl-C. Their logs
// go to files under the data folder, so that the banner is the last thing on screen.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, stopOnSignals } from './launch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const startedAt = Date.now();

execFileSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, TURBO_TELEMETRY_DISABLED: '1' },
});

const dataDir = path.resolve(root, env.DATA_DIR ?? 'data');
const logDir = path.join(dataDir, 'logs');
const product = await launch({
  port: Number(env.PORT ?? 3000),
  platformPort: Number(env.PLATFORM_PORT ?? 4010),
  dataDir,
  logDir,
});
const shown = (/** @type {string} */ file) => path.relative(process.cwd(), file) || file;

console.log(`
  Metafield Studio is ready (${((Date.now() - startedAt) / 1000).toFixed(1)} s).

  Open      ${product.url}
  Log in    ${env.DEMO_USER_EMAIL ?? 'demo@example.com'} / ${env.DEMO_USER_PASSWORD ?? 'demo-password'}
  Stores    ${env.DEMO_STORE_HASH ?? 'demo'} (Enterprise, on trial) and starter (a lower plan)
  Platform  ${product.platformUrl}/manage/stores/${env.DEMO_STORE_HASH ?? 'demo'} (its control panel)
  Logs      ${shown(path.join(logDir, 'server.log'))} and ${shown(path.join(logDir, 'platform.log'))} (LOG_LEVEL=${env.LOG_LEVEL ?? 'info'})

  Press Ctrl-C to stop.
`);

stopOnSignals(product);
