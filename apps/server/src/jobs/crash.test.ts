import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { openDatabase } from '../database/database.js';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import { createJobFileStore } from './jobFileStore.js';
import { startChildServer, type ChildServer } from '../testing/childServer.js';
import { queryRows, suiteDatabase } from '../testing/databases.js';
import { multipart } from '../testing/multipart.js';

/**
 * Issue 7's crash test: the server as its own process runs a 20,000-row import and an export
 * while it is killed with SIGKILL at random moments (at least ten times) and started again on
 * the same data. Every job must complete, and the platform must hold exactly the file's
 * metafields: none missing, none twice, every value equal to the file's.
 */

const PRODUCTS = 100;
const KEYS = 200;
const KILLS = 10;

interface Session {
  cookie: string;
  csrfToken: string;
}

const jobSchema = z.object({ id: z.number(), status: z.string(), errors: z.array(z.string()) });
const created = z.object({ data: jobSchema });
const history = z.object({ data: z.array(jobSchema) });

/** A value that CSV must carry intact: commas, quotes, a new line, a formula character, JSON. */
const valueOf = (product: number, key: number) =>
  key % 7 === 0
    ? `=${product},"${key}"\nnext line, é 漢字`
    : key % 5 === 0
      ? JSON.stringify({ product, key })
      : `v-${product}-${key}`;

async function signIn(baseUrl: string): Promise<Session> {
  const page = await fetch(`${baseUrl}/account/login`);
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('ms_sid='))
      ?.split(';')[0] ?? '';
  const tokenOf = async (response: Response) =>
    /<meta name="csrf-token" content="([^"]+)"/.exec(await response.text())?.[1] ?? '';
  const login = await fetch(`${baseUrl}/api/users/sessions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': await tokenOf(page),
      cookie: cookieOf(page),
    },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const cookie = cookieOf(login);
  return {
    cookie,
    csrfToken: await tokenOf(await fetch(`${baseUrl}/stores`, { headers: { cookie } })),
  };
}

describe('jobs survive the server being killed at any moment', () => {
  let emulator: Emulator;
  let dataDir: string;
  let server: ChildServer;
  // Every start of the server is over the same data: one data folder, and on PostgreSQL
  // (TEST_DATABASE=postgres) one database, given to each start as DATABASE_URL.
  let suite: Awaited<ReturnType<typeof suiteDatabase>>;

  beforeAll(async () => {
    emulator = await startEmulator();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-crash-'));
    suite = await suiteDatabase();
  });
  afterAll(async () => {
    await server?.stop();
    await suite.dispose();
    await emulator.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('completes a 20,000-row import and an export with every metafield exactly once', async () => {
    server = await startChildServer({ dataDir, platformUrl: emulator.url, env: suite.env });
    const session = await signIn(server.url);
    const products = emulator
      .rows<{ id: number }>(
        `SELECT id FROM products WHERE store_hash = 'demo' ORDER BY id LIMIT ${PRODUCTS}`,
      )
      .map((row) => row.id);
    expect(products).toHaveLength(PRODUCTS);

    const expected = new Map<string, string>();
    const rows = [['resource_id', 'namespace', 'key', 'value']];
    for (const product of products) {
      for (let key = 0; key < KEYS; key++) {
        expected.set(`${product}/k${key}`, valueOf(product, key));
        rows.push([String(product), 'crash', `k${key}`, valueOf(product, key)]);
      }
    }
    // The value's leading '=' is escaped as core's layouts write it: an apostrophe before.
    const file = Papa.unparse(
      rows.map((row) => row.map((cell) => (cell.startsWith('=') ? `'${cell}` : cell))),
    );

    const send = async (method: string, url: string, body?: BodyInit, type?: string) =>
      fetch(`${server.url}${url}`, {
        method,
        headers: {
          cookie: session.cookie,
          'x-csrf-token': session.csrfToken,
          ...(type && { 'content-type': type }),
        },
        ...(body !== undefined && { body }),
      });
    const form = await multipart([
      { name: 'files', file: Buffer.from(file), filename: 'crash.csv' },
      { name: 'importType', value: 'custom' },
    ]);
    const importStart = await send(
      'POST',
      '/api/stores/demo/metafields/import/product',
      new Uint8Array(form.payload),
      form.contentType,
    );
    expect(importStart.status, await importStart.clone().text()).toBe(201);
    const importId = created.parse(await importStart.json()).data.id;
    const exportStart = await send(
      'POST',
      '/api/stores/demo/metafields/export/product',
      JSON.stringify({ exportType: 'custom' }),
      'application/json',
    );
    expect(exportStart.status, await exportStart.clone().text()).toBe(201);
    const exportId = created.parse(await exportStart.json()).data.id;

    const statusOf = async (kind: 'import' | 'export', id: number) => {
      const response = await send('GET', `/api/stores/demo/metafields/${kind}/product`);
      return history.parse(await response.json()).data.find((job) => job.id === id);
    };
    const final = new Set(['completed', 'failed', 'cancelled']);

    let kills = 0;
    /** Kills that caught a job part-way: with batches of 250 rows, most of the import's. */
    let midJob = 0;
    for (;;) {
      const [imported, exported] = [
        await statusOf('import', importId),
        await statusOf('export', exportId),
      ];
      if (
        kills >= KILLS &&
        final.has(imported?.status ?? '') &&
        final.has(exported?.status ?? '')
      ) {
        expect(imported).toMatchObject({ status: 'completed', errors: [] });
        expect(exported).toMatchObject({ status: 'completed', errors: [] });
        break;
      }
      if (!final.has(imported?.status ?? '') || !final.has(exported?.status ?? '')) midJob++;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 400));
      await server.kill();
      kills++;
      server = await startChildServer({ dataDir, platformUrl: emulator.url, env: suite.env });
    }

    expect(midJob).toBeGreaterThan(0);

    // The platform holds exactly the file's metafields.
    const held = emulator.rows<{ resource_id: number; key: string; value: string }>(
      `SELECT resource_id, key, value FROM metafields
         WHERE store_hash = 'demo' AND resource_type = 'product' AND namespace = 'crash'`,
    );
    expect(held).toHaveLength(expected.size);
    const heldMap = new Map(held.map((row) => [`${row.resource_id}/${row.key}`, row.value]));
    expect(heldMap.size).toBe(expected.size);
    for (const [place, value] of expected) expect(heldMap.get(place), place).toBe(value);

    // The export lists every metafield it read once; it ran after the import (one job per
    // store at a time), so it holds the imported ones too.
    const download = await send(
      'GET',
      `/api/stores/demo/metafields/export/product/${exportId}/download`,
    );
    expect(download.status).toBe(200);
    const exportedRows = Papa.parse<string[]>((await download.text()).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data.slice(1);
    // Exactly what the platform lists to the app (other apps' app_only metafields are hidden
    // from it; two apps may each hold the same namespace and key on a record), each once.
    const token = emulator.appToken('demo', 'metafield-studio-local') ?? '';
    const page = z.object({
      data: z.array(z.object({ resource_id: z.number(), namespace: z.string(), key: z.string() })),
      meta: z.object({ pagination: z.object({ total_pages: z.number() }) }),
    });
    const listed: string[] = [];
    for (let number = 1, pages = 1; number <= pages; number++) {
      const response = await fetch(
        `${emulator.url}/stores/demo/v3/catalog/products/metafields?limit=250&page=${number}`,
        { headers: { 'x-auth-token': token } },
      );
      const body = page.parse(await response.json());
      pages = body.meta.pagination.total_pages;
      listed.push(...body.data.map((row) => `${row.resource_id}/${row.namespace}/${row.key}`));
    }
    const exported = exportedRows.map((row) => `${row[0]}/${row[1]}/${row[2]}`);
    expect(exported.sort()).toEqual(listed.sort());
  }, 300_000);
});

/**
 * Issue 19: an import's upload killed at each of its steps (`jobUploads.ts`'s kill points, a
 * real SIGKILL of the server's process). After the restart there is no job, or a job whose file
 * is the whole upload and whose refused rows are all listed; never a job over a cut file. What
 * the kill left behind (a temporary file, a placed file of no job) is gone after the restart.
 */
describe('an import upload survives the server being killed at any of its steps', () => {
  let emulator: Emulator;
  let dataDir: string;
  let server: ChildServer | undefined;
  // As above: each start over the same data folder and (on PostgreSQL) the same database.
  let suite: Awaited<ReturnType<typeof suiteDatabase>>;

  beforeAll(async () => {
    emulator = await startEmulator();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-crash-upload-'));
    suite = await suiteDatabase();
  });
  afterAll(async () => {
    await server?.stop();
    await suite.dispose();
    await emulator.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no job, or one with its whole file and every refused row', async () => {
    const products = emulator
      .rows<{ id: number }>(
        `SELECT id FROM products WHERE store_hash = 'demo' ORDER BY id LIMIT 50`,
      )
      .map((row) => row.id);
    // Over a megabyte, so that the file is written in more than one piece, with refused rows.
    const rows = ['resource_id,namespace,key,value'];
    for (let index = 0; index < 2_000; index++) {
      const product = products[index % products.length];
      rows.push(`${product},upload-crash,k${Math.floor(index / 50)},${'v'.repeat(600)}${index}`);
      if (index % 500 === 0) rows.push(`${product},upload-crash,,missing key`);
    }
    const file = `${rows.join('\n')}\n`;
    expect(Buffer.byteLength(file)).toBeGreaterThan(1024 * 1024);

    const importUrl = '/api/stores/demo/metafields/import/product';
    const post = async (base: string, session: Session) => {
      const form = await multipart([
        { name: 'files', file: Buffer.from(file), filename: 'upload.csv' },
      ]);
      return fetch(`${base}${importUrl}`, {
        method: 'POST',
        headers: {
          cookie: session.cookie,
          'x-csrf-token': session.csrfToken,
          'content-type': form.contentType,
        },
        body: new Uint8Array(form.payload),
      });
    };
    const jobsOf = async (base: string, session: Session) => {
      const response = await fetch(`${base}${importUrl}`, {
        headers: { cookie: session.cookie },
      });
      return z
        .object({ data: z.array(jobSchema.extend({ total: z.number().nullable() })) })
        .parse(await response.json()).data;
    };
    const cancel = (base: string, session: Session, id: number) =>
      fetch(`${base}${importUrl}/${id}/batch`, {
        method: 'DELETE',
        headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
      });

    // The same upload, not interrupted: what a job made of it holds.
    server = await startChildServer({ dataDir, platformUrl: emulator.url, env: suite.env });
    let session = await signIn(server.url);
    const whole = await post(server.url, session);
    expect(whole.status, await whole.clone().text()).toBe(201);
    const reference = created
      .extend({ data: jobSchema.extend({ total: z.number().nullable() }) })
      .parse(await whole.json()).data;
    expect(reference.errors).toHaveLength(4);
    await cancel(server.url, session, reference.id);
    await server.stop();

    const steps = ['upload-placed', 'upload-committed'] as const;
    const known = new Set([reference.id]);
    for (const step of steps) {
      server = await startChildServer({
        dataDir,
        platformUrl: emulator.url,
        env: { ...suite.env, MS_TEST_CRASH_AT: step },
      });
      session = await signIn(server.url);
      // The process kills itself at the step: the request gets no answer.
      await expect(post(server.url, session)).rejects.toThrow();
      await server.kill();

      server = await startChildServer({ dataDir, platformUrl: emulator.url, env: suite.env });
      session = await signIn(server.url);
      const made = (await jobsOf(server.url, session)).filter((job) => !known.has(job.id));
      // Only a kill after the commit leaves a job; every one before it, none.
      expect({ step, jobs: made.length }).toEqual({
        step,
        jobs: step === 'upload-committed' ? 1 : 0,
      });
      // The server's data as another process sees it: the upload's chunks are the job's own.
      const database = await openDatabase({ dataDir, databaseUrl: suite.env['DATABASE_URL'] });
      const files = createJobFileStore(database);
      for (const job of made) {
        known.add(job.id);
        const input = await files.readText(job.id, 'input.csv');
        expect(input === file, `${step}: the whole file`).toBe(true);
        expect(job.errors).toEqual(reference.errors);
        expect(job.total).toBe(reference.total);
        await cancel(server.url, session, job.id);
      }
      const owners = await queryRows<{ job_id: number }>(
        database,
        'SELECT DISTINCT job_id FROM job_file_chunks',
      );
      await database.close();
      expect(
        owners.map((row) => Number(row.job_id)).filter((id) => !known.has(id)),
        step,
      ).toEqual([]);
      await server.stop();
      server = undefined;
    }
  }, 300_000);
});
