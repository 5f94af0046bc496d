import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The platform client is the server's one door to the platform: its policy (timeout, retry,
 * redirects refused, errors, the store hash encoded) only holds if nothing goes around it.
 */
const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const theClient = 'platformClient/transport.ts';

/**
 * Files that may call `fetch` for something other than the platform, each with its reason.
 * Empty today: every outgoing call of the server is a call to the platform.
 */
const allowedElsewhere: Readonly<Record<string, string>> = {};

/** A call of the global fetch (or an HTTP client of Node's) in source text. */
const outgoingCall = /(?<![\w.$])(?:globalThis\.)?fetch\s*\(|\bhttps?\.(?:request|get)\s*\(/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function filesCallingOut(): string[] {
  return sourceFiles(serverSrc)
    .filter((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .some((line) => outgoingCall.test(line)),
    )
    .map((file) => path.relative(serverSrc, file).split(path.sep).join('/'));
}

describe('the platform client is the one door to the platform', () => {
  it('no server file but the client (and those allowed by name) calls fetch', () => {
    const others = filesCallingOut().filter(
      (file) => file !== theClient && !Object.hasOwn(allowedElsewhere, file),
    );
    expect(others).toEqual([]);
  });

  it('the scan does see calls: the client’s own, and the shapes a bypass would take', () => {
    expect(filesCallingOut()).toContain(theClient);
    for (const line of [
      'const r = await fetch(url);',
      'return globalThis.fetch (url, init);',
      'http.request(options)',
      'https.get(url)',
    ]) {
      expect(outgoingCall.test(line), line).toBe(true);
    }
    for (const line of ['await askPlatform({ path })', 'prefetch(query)', 'client.fetch(x)']) {
      expect(outgoingCall.test(line), line).toBe(false);
    }
  });

  it('every file allowed by name still exists and says why', () => {
    const files = sourceFiles(serverSrc).map((file) =>
      path.relative(serverSrc, file).split(path.sep).join('/'),
    );
    for (const [file, reason] of Object.entries(allowedElsewhere)) {
      expect(files).toContain(file);
      expect(reason.length).toBeGreaterThan(10);
    }
  });
});
