import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from './compression.js';
import { startTestServer } from '../testing/testServer.js';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

// A build as apps/admin/build/precompress.ts leaves it: each asset with its .br and .gz.
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};`;
const adminDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-admin-'));
fs.mkdirSync(path.join(adminDist, 'assets'));
fs.writeFileSync(path.join(adminDist, 'index.html'), '<html><head></head><body></body></html>');
const asset = path.join(adminDist, 'assets', 'index-abc.js');
fs.writeFileSync(asset, script);
fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
afterAll(() => fs.rmSync(adminDist, { recursive: true, force: true }));

const decode = (encoding: unknown, body: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body);

describe('compressed answers (issue 26)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_DIST: adminDist });
  });
  afterAll(() => server.close());

  it('sends a precompressed asset in the encoding the browser accepts, cached for good', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await server.app.inject({
        url: '/assets/index-abc.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(encoding, response.rawPayload).toString()).toBe(script);
    }
    const plain = await server.app.inject({ url: '/assets/index-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a JSON answer over 1 KB, and leaves a small one and a refusing browser alone', async () => {
    // Ten stores make the store list a few kilobytes of JSON.
    for (let index = 0; index < 10; index += 1) await server.addStore(`store${index}`);
    const browser = await server.signedInBrowser();
    const storeList = (acceptEncoding: string) =>
      server.app.inject({
        url: '/api/stores',
        headers: { cookie: browser.cookie, 'accept-encoding': acceptEncoding },
      });
    const big = await storeList('br');
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const text = decode('br', big.rawPayload).toString();
    expect(text.length).toBeGreaterThan(1024);
    expect(big.rawPayload.length).toBeLessThan(text.length);

    const refused = await storeList('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(text);

    const small = await server.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding by its names and q=0 refusals, on a capped header', () => {
    expect(chooseEncoding('gzip, br')).toBe('br');
    expect(chooseEncoding('BR;q=0.5')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    // Names past the cap are not read; a long header costs a bounded split.
    expect(chooseEncoding(`${'x,'.repeat(200)}br`)).toBeUndefined();
  });
});
