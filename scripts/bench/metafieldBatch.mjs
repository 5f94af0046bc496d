// The platform emulator's batch metafield endpoints under a benchmark-sized store (`large`:
// 32,000 products, 150,000 product metafields): how long the seed takes, then rows per second
// writing 150,000 new product metafields in batches, the way an importing client does, then
// reading them back page by page. Runs the built emulator (`apps/platform/dist/main.js`) alone.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../launch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const token = 'bench-token';
/** The largest page the list endpoints accept (`LimitParam`, maximum 250). */
const PAGE_SIZE = 250;
/**
 * Metafields per POST. The platform's documents set no maximum for a batch; 250 is the size of
 * the largest page (`LimitParam`) and the most metafields one client may keep on a resource.
 */
const BATCH_SIZE = 250;
const WRITE_ROWS = 150_000;
/** Batches in flight at once: a careful importer's few parallel requests, not a flood. */
const WRITE_CONCURRENCY = 4;

/**
 * @typedef {{ url: string, stop: () => Promise<void>, startSeconds: number }} Emulator
 * @typedef {{ data: { id: number }[], meta: { pagination: { total: number, total_pages: number } } }} Page
 */

/** @param {string} dataDir @returns {Promise<Emulator>} */
async function startEmulator(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/platform/dist/main.js')], {
    env: {
      ...process.env,
      PLATFORM_PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_STORE_HASH: 'demo',
      PLATFORM_SEED: 'large',
      PLATFORM_DEMO_TOKEN: token,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      })
    );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(`${url}/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, startSeconds: (performance.now() - started) / 1000 };
}

/** @param {string} url @param {import('node:child_process').ChildProcess} child */
async function waitUntilHealthy(url, child, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${url}: the emulator exited with code ${child.exitCode}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Still seeding: it listens only once the store is in place.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** @param {string} url @param {RequestInit} [init] */
async function call(url, init = {}) {
  const response = await fetch(url, {
    ...init,
    headers: {
      'x-auth-token': token,
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  if (!response.ok) {
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  }
  return /** @type {Promise<Page>} */ (response.json());
}

/** Every page of a list, in order; returns how many rows came back. @param {string} url */
async function readAll(url) {
  let rows = 0;
  for (let page = 1; ; page += 1) {
    const body = await call(`${url}&page=${page}`);
    rows += body.data.length;
    if (page >= body.meta.pagination.total_pages) return rows;
  }
}

/** @param {string} storeUrl @returns {Promise<number[]>} */
async function productIds(storeUrl) {
  /** @type {number[]} */
  const ids = [];
  for (let page = 1; ; page += 1) {
    const body = await call(
      `${storeUrl}/v3/catalog/products?limit=${PAGE_SIZE}&include_fields=id&page=${page}`,
    );
    ids.push(...body.data.map((product) => product.id));
    if (page >= body.meta.pagination.total_pages) return ids;
  }
}

/**
 * `count` new metafields spread over `ids`, in a namespace of their own so that none collides
 * with a seeded one; each product gets a handful (well under 250 per product and client).
 * @param {number[]} ids @param {number} count
 */
function newMetafields(ids, count) {
  return Array.from({ length: count }, (_, i) => ({
    resource_id: /** @type {number} */ (ids[i % ids.length]),
    namespace: 'bench.import',
    key: `field_${Math.floor(i / ids.length)}`,
    value: `imported value ${i}`,
    permission_set: 'app_only',
    description: 'Written by the metafield batch benchmark',
  }));
}

/**
 * @param {string} storeUrl @param {ReturnType<typeof newMetafields>} rows
 * @param {number} batchSize
 */
async function writeAll(storeUrl, rows, batchSize) {
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const batch = rows.slice(next, next + batchSize);
      next += batchSize;
      const body = await call(`${storeUrl}/v3/catalog/products/metafields`, {
        method: 'POST',
        body: JSON.stringify(batch),
      });
      if (body.data.length !== batch.length) {
        throw new Error(`a batch of ${batch.length} created ${body.data.length} metafields`);
      }
    }
  };
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, worker));
}

/** @param {{ batchSize?: number }} [options] */
export async function metafieldBatch({ batchSize = BATCH_SIZE } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-bench-metafields-'));
  try {
    // The first start seeds, the second finds the store in place: the difference is the seed.
    const seeding = await startEmulator(dataDir);
    await seeding.stop();
    const emulator = await startEmulator(dataDir);
    try {
      const seedSeconds = Math.max(0, seeding.startSeconds - emulator.startSeconds);
      const storeUrl = `${emulator.url}/stores/demo`;

      const rows = newMetafields(await productIds(storeUrl), WRITE_ROWS);
      let started = performance.now();
      await writeAll(storeUrl, rows, batchSize);
      const writeSeconds = (performance.now() - started) / 1000;

      // Read back exactly the 150,000 written (the seeded ones include other apps' `app_only`
      // metafields, which this token cannot see), as an export pages through them.
      started = performance.now();
      const rowsRead = await readAll(
        `${storeUrl}/v3/catalog/products/metafields?namespace=bench.import&limit=${PAGE_SIZE}`,
      );
      const readSeconds = (performance.now() - started) / 1000;
      if (rowsRead !== WRITE_ROWS) throw new Error(`read ${rowsRead} of ${WRITE_ROWS} metafields`);

      return {
        seedSeconds: Math.round(seedSeconds * 10) / 10,
        readRowsPerSecond: Math.round(rowsRead / readSeconds),
        writeRowsPerSecond: Math.round(rows.length / writeSeconds),
      };
    } finally {
      await emulator.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
