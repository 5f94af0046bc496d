// Starts the platform emulator and the server from their builds, waits until both answer,
// and stops both. Used by `npm start`, the end-to-end tests and the benchmarks alike.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port that was free a moment ago. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(address.port));
    });
  });
}

/**
 * @param {{ port: number, platformPort: number, dataDir: string, env?: Record<string, string>, quiet?: boolean }} options
 */
export async function launch({ port, platformPort, dataDir, env = {}, quiet = false }) {
  const platformUrl = `http://127.0.0.1:${platformPort}`;
  const shared = {
    ...process.env,
    DATA_DIR: dataDir,
    PLATFORM_PORT: String(platformPort),
    PLATFORM_URL: platformUrl,
    PORT: String(port),
    ...(quiet && { LOG_LEVEL: 'warn' }),
    ...env,
  };
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  const start = (/** @type {string} */ name, /** @type {string} */ script) => {
    const child = spawn(process.execPath, [path.join(root, script)], {
      env: shared,
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    });
    children.push(child);
    child.once('exit', (code, signal) => {
      if (!stopping) console.error(`${name} exited (${signal ?? code}) before it was asked to`);
    });
    return child;
  };
  let stopping = false;

  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  try {
    const platform = start('platform', 'apps/platform/dist/main.js');
    await waitUntilHealthy(`${platformUrl}/health`, platform);
    const server = start('server', 'apps/server/dist/main.js');
    const url = `http://127.0.0.1:${port}`;
    await waitUntilHealthy(`${url}/api/health`, server);
    return { url, platformUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** @param {string} url @param {import('node:child_process').ChildProcess} child */
async function waitUntilHealthy(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
