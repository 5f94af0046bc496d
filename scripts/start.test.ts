// `npm start` must leave its banner readable: the server's pino lines go to files under the data
// folder, never onto the screen between or after the banner's lines.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { freePort } from './launch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'metafields-start-'));

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A line that is a JSON object, as pino writes them. */
const isJsonLine = (line: string) => {
  if (!line.trim().startsWith('{')) return false;
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
};

describe('npm start', () => {
  test('prints the banner with no log line inside or after it, and logs to files', async () => {
    const [port, platformPort] = [await freePort(), await freePort()];
    // The same script as `npm start`, with debug logs so that every request would log a line.
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        PLATFORM_PORT: String(platformPort),
        DATA_DIR: dataDir,
        PLATFORM_SEED: 'small',
        LOG_LEVEL: 'debug',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await expect
        .poll(() => output, { timeout: 180_000, interval: 200 })
        .toContain('Press Ctrl-C to stop.');

      // Something happens after the banner: a request the server logs at debug level.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);
      const serverLog = path.join(dataDir, 'logs', 'server.log');
      await expect
        .poll(() => fs.readFileSync(serverLog, 'utf8'), { timeout: 30_000 })
        .toContain('/api/health');
    } finally {
      child.kill('SIGINT');
      await exited;
    }

    const lines = output.split('\n');
    const banner = lines.findIndex((line) => line.includes('Metafield Studio is ready'));
    expect(banner).toBeGreaterThanOrEqual(0);
    const fromBanner = lines.slice(banner).map((line) => line.trim());
    expect(fromBanner).toEqual(
      expect.arrayContaining([
        `Open      http://127.0.0.1:${port}`,
        'Log in    demo@example.com / demo-password',
        `Platform  http://127.0.0.1:${platformPort}/manage/stores/demo (its control panel)`,
        expect.stringMatching(/^Logs {6}\S+server\.log and \S+platform\.log \(LOG_LEVEL=debug\)$/),
        'Press Ctrl-C to stop.',
      ]),
    );
    // Nothing the processes log reaches the screen, before or after the banner.
    expect(lines.filter(isJsonLine)).toEqual([]);
    const serverLines = fs.readFileSync(path.join(dataDir, 'logs', 'server.log'), 'utf8');
    expect(serverLines.split('\n').some(isJsonLine)).toBe(true);
    expect(fs.readFileSync(path.join(dataDir, 'logs', 'platform.log'), 'utf8')).toContain(
      'platform emulator listening',
    );
  }, 300_000);
});
