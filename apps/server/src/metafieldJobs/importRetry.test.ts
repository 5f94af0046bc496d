import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import { batchPaths } from '../templates/platformMetafields.js';
import { applyMetafieldRows } from './importApply.js';
import type { MetafieldWrite } from './importFile.js';
import { platformOf } from './testing/testSetup.js';

type Failure = '504' | 'cut';

/**
 * The platform behind a proxy that passes every call on, but loses the answer of the first
 * batch write of `failing`: the platform applies the write, and the job sees a 504 or a cut
 * connection, as after a timeout. The job sends the write again.
 */
async function lossyPlatform(emulatorUrl: string) {
  let failing: { method: string; failure: Failure } | undefined;
  const proxy = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const answer = await fetch(`${emulatorUrl}${request.url ?? '/'}`, {
          method: request.method ?? 'GET',
          headers: {
            'x-auth-token': String(request.headers['x-auth-token'] ?? ''),
            'content-type': 'application/json',
          },
          ...(body.length > 0 && { body: new Uint8Array(body) }),
        });
        const text = await answer.text();
        const batch = Object.values(batchPaths).some((path) => request.url?.includes(path));
        if (failing && request.method === failing.method && batch) {
          const { failure } = failing;
          failing = undefined;
          if (failure === 'cut') {
            request.socket.destroy();
            return;
          }
          response.writeHead(504, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ status: 504, title: 'Gateway Timeout' }));
          return;
        }
        response.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/json',
        });
        response.end(text);
      })();
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    loseNext(method: string, failure: Failure) {
      failing = { method, failure };
    },
    pending: () => failing !== undefined,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

describe('a platform write tried again after a lost answer', () => {
  let emulator: Emulator;
  let platform: Awaited<ReturnType<typeof lossyPlatform>>;
  let products: number[];
  beforeAll(async () => {
    emulator = await startEmulator();
    platform = await lossyPlatform(emulator.url);
    products = (await platformOf(emulator).records('product', 4)).map((row) => row.id);
  });
  afterAll(async () => {
    await platform.close();
    await emulator.close();
  });

  const store = () => ({
    storeHash: 'demo',
    accessToken: 'demo-token',
    platformUrl: platform.url,
    clientId: 'metafield-studio-local',
  });
  const write = (row: number, namespace: string, key: string, value: string): MetafieldWrite => ({
    row,
    resource_id: products[row % products.length] ?? 0,
    namespace,
    key,
    value,
    newPermissionSet: 'app_only',
    remove: false,
  });
  const apply = (writes: MetafieldWrite[]) =>
    applyMetafieldRows(store(), 'product', writes, new AbortController().signal, {
      firstPauseMs: 5,
    });

  for (const failure of ['504', 'cut'] as const) {
    it(`reports no applied row as refused after a ${failure === 'cut' ? 'cut connection' : '504'}, and keeps real refusals`, async () => {
      const namespace = `retry-${failure}`;
      const writes = [
        ...Array.from({ length: 6 }, (_, index) => write(index + 2, namespace, `k${index}`, 'v')),
        // Longer than the platform's 65,535 characters: refused on every try.
        write(8, namespace, 'too-long', 'x'.repeat(70_000)),
      ];
      platform.loseNext('POST', failure);
      const { failures, applied } = await apply(writes);
      expect(platform.pending()).toBe(false);
      expect(failures.map((entry) => entry.row)).toEqual([8]);
      // The history records the writes made, the one sent twice too, and not the refused one.
      expect(applied.map((entry) => [entry.write.row, entry.action]).sort()).toEqual(
        [2, 3, 4, 5, 6, 7].map((row) => [row, 'create']),
      );
      const held = await platformOf(emulator).metafields('product', namespace);
      expect(held.map((metafield) => metafield.key).sort()).toEqual(
        ['k0', 'k1', 'k2', 'k3', 'k4', 'k5'].sort(),
      );

      // Updates and removals too: a lost answer, then the same rows' second try.
      const updates = writes.slice(0, 3).map((entry) => ({ ...entry, value: 'changed' }));
      const removals = writes.slice(3, 6).map((entry) => ({ ...entry, remove: true }));
      platform.loseNext('DELETE', failure);
      expect((await apply([...updates, ...removals])).failures).toEqual([]);
      const after = await platformOf(emulator).metafields('product', namespace);
      expect(after.map((metafield) => [metafield.key, metafield.value]).sort()).toEqual([
        ['k0', 'changed'],
        ['k1', 'changed'],
        ['k2', 'changed'],
      ]);
    });
  }
});
