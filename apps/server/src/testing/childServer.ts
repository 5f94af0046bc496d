import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { ADMIN_KEY, freePort } from '../platformApp/testing/harness.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let bundled: Promise<string> | undefined;

/** The server's npm dependencies: imported by the bundle, not copied into it. */
function npmDependencies(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@metafields/'));
}

/**
 * The server's `main.ts` and our workspace packages' sources in one file, the npm dependencies
 * left as imports: a child process runs exactly the code under test, without a build step.
 */
function bundleServer(): Promise<string> {
  bundled ??= (async () => {
    const outfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ms-bundle-')), 'main.mjs');
    await build({
      entryPoints: [path.join(serverRoot, 'src/main.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      conditions: ['@metafields/source'],
      external: npmDependencies(),
      logLevel: 'error',
    });
    // The bundle imports npm packages by name: it must sit where Node finds them, and out of
    // the linter's and git's way (node_modules is ignored by both).
    const cache = path.join(serverRoot, 'node_modules/.cache/child-server');
    fs.mkdirSync(cache, { recursive: true });
    // A test worker may end without an 'exit' event: old bundles go the next time.
    for (const old of fs.readdirSync(cache)) {
      const file = path.join(cache, old);
      if (Date.now() - fs.statSync(file).mtimeMs > 3_600_000) fs.rmSync(file, { force: true });
    }
    const placed = path.join(cache, `main-${process.pid}.mjs`);
    fs.copyFileSync(outfile, placed);
    fs.rmSync(path.dirname(outfile), { recursive: true, force: true });
    process.once('exit', () => fs.rmSync(placed, { force: true }));
    return placed;
  })();
  return bundled;
}

export interface ChildServer {
  url: string;
  /** Ends the process at once, as a crash would: no shutdown, no last writes. */
  kill(): Promise<void>;
  /** Asks the process to stop as `npm start` would on Ctrl-C. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * The server as its own process over `dataDir`, beside the emulator at `platformUrl`: it
 * registers and installs itself there as `npm start` does, and seeds the demo user.
 */
export async function startChildServer(options: {
  dataDir: string;
  platformUrl: string;
  env?: Record<string, string>;
}): Promise<ChildServer> {
  const main = await bundleServer();
  const adminDist = path.join(options.dataDir, 'admin');
  fs.mkdirSync(adminDist, { recursive: true });
  fs.writeFileSync(path.join(adminDist, 'index.html'), '<html><head></head><body></body></html>');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: options.dataDir,
      ADMIN_DIST: adminDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      PLATFORM_URL: options.platformUrl,
      PLATFORM_ADMIN_KEY: ADMIN_KEY,
      LOG_LEVEL: 'error',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > 30_000) throw new Error('the server did not start in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
