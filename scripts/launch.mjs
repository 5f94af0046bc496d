// Starts the platform emulator and the server from their builds, waits until both answer,
// and stops both. Used by `npm start`, the end-to-end tests and the benchmarks alike.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRoundRobinProxy } from './roundRobinProxy.mjs';

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
 * `logDir`: each process's output (the server's pino lines, the emulator's notes) is appended to
 * `<logDir>/server.log` and `<logDir>/platform.log` instead of this terminal, so that what
 * `npm start` prints stays readable.
 *
 * `instances` above 1 (with `DATABASE_URL` in the environment or `env`) starts that many servers
 * on one PostgreSQL database, on ports of their own, behind a round-robin proxy on `port`; their
 * logs are `server-1.log`, `server-2.log`…; each can be killed and started again on its port
 * (`servers[i].kill()`, `.restart()`), as a test of instances dying needs.
 *
 * `platformStartMs`: how long the emulator may take to seed and answer (a large seed is slow).
 * @param {{ port: number, platformPort: number, dataDir: string, env?: Record<string, string>, quiet?: boolean, logDir?: string, instances?: number, platformStartMs?: number }} options
 */
export async function launch({
  port,
  platformPort,
  dataDir,
  env = {},
  quiet = false,
  logDir,
  instances = 1,
  platformStartMs = 30_000,
}) {
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
  if (logDir) fs.mkdirSync(logDir, { recursive: true });
  /** @type {Record<string, string>} */
  const logFiles = {};
  const start = (
    /** @type {string} */ name,
    /** @type {string} */ script,
    /** @type {Record<string, string>} */ own = {},
  ) => {
    const logFile = logDir && path.join(logDir, `${name}.log`);
    const log = logFile ? fs.openSync(logFile, 'a') : undefined;
    if (logFile) logFiles[name] = logFile;
    let child;
    try {
      child = spawn(process.execPath, [path.join(root, script)], {
        env: { ...shared, ...own },
        stdio: ['ignore', log ?? (quiet ? 'ignore' : 'inherit'), log ?? 'inherit'],
      });
    } finally {
      // The child holds its own copy of the descriptor.
      if (log !== undefined) fs.closeSync(log);
    }
    children.push(child);
    child.once('exit', (code, signal) => {
      if (!stopping && !killed.has(child))
        console.error(
          `${name} exited (${signal ?? code}) before it was asked to${logFile ? `; see ${logFile}` : ''}`,
        );
    });
    return child;
  };
  let stopping = false;
  /** Processes killed on purpose (`kill()`): their exit is expected. */
  const killed = new WeakSet();
  /** @type {{ close(): Promise<void> } | undefined} */
  let proxy;

  const stop = async () => {
    stopping = true;
    await proxy?.close();
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
    await waitUntilHealthy(`${platformUrl}/health`, platform, logFiles.platform, platformStartMs);
    const url = `http://127.0.0.1:${port}`;
    if (instances === 1) {
      const server = start('server', 'apps/server/dist/main.js');
      await waitUntilHealthy(`${url}/api/health`, server, logFiles.server);
      return { url, platformUrl, logFiles, stop, servers: [{ url, process: server }] };
    }
    const startServer = async (/** @type {number} */ index) => {
      const own = String(await freePort());
      const name = `server-${index}`;
      const serverUrl = `http://127.0.0.1:${own}`;
      const run = async () => {
        const child = start(name, 'apps/server/dist/main.js', { PORT: own, TRUST_PROXY: '1' });
        await waitUntilHealthy(`${serverUrl}/api/health`, child, logFiles[name]);
        return child;
      };
      const instance = {
        url: serverUrl,
        process: await run(),
        /** Ends the process at once, as a crash would (SIGKILL), and waits until it is gone. */
        async kill() {
          const child = instance.process;
          killed.add(child);
          if (child.exitCode === null && child.signalCode === null) {
            await new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGKILL');
            });
          }
        },
        /** Starts it again on the same port (after `kill`) and waits until it answers. */
        async restart() {
          instance.process = await run();
        },
      };
      return instance;
    };
    // The first migrates the database, installs the app and seeds the demo; then the others.
    const first = await startServer(1);
    const others = await Promise.all(
      Array.from({ length: instances - 1 }, (_, index) => startServer(index + 2)),
    );
    const servers = [first, ...others];
    proxy = await startRoundRobinProxy({ port, targets: servers.map((server) => server.url) });
    return { url, platformUrl, logFiles, stop, servers };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} [logFile] where its output goes: the error quotes its last lines
 */
async function waitUntilHealthy(url, child, logFile, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(
        `${url}: the process exited with code ${child.exitCode}${logFile ? `; the end of ${logFile}:\n${tail(logFile)}` : ''}`,
      );
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `${url} did not answer within ${timeoutMs / 1000} s${logFile ? `; see ${logFile}` : ''}`,
  );
}

/** The last lines of a file. @param {string} file */
function tail(file, lines = 20) {
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * Stops the product on Ctrl-C or SIGTERM (once, however many arrive), then exits.
 * @param {{ stop(): Promise<void> }} product
 */
export function stopOnSignals(product) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log('\nStopping…');
      void product.stop().then(() => process.exit(0));
    });
  }
}
