import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { unescapeFormulaCell } from '@metafields/core';
import { testPostgresDatabase } from '../../apps/server/src/testing/postgres.js';
import {
  call,
  finalStatuses,
  jobsPath,
  readJob,
  startExport,
  startImport,
} from '../bench/jobsApi.mjs';
import { demoSession } from '../bench/session.mjs';
import { freePort, launch } from '../launch.mjs';
import { createKiller, type Instance } from './killer.js';
import { differences, readPlatformListing, type Row } from './platformListing.js';

/**
 * Issue 27: three server processes on one PostgreSQL database, the emulator's large store
 * (150,000 product metafields). Exports and imports are started through different instances;
 * the instance running a job is SIGKILLed in the middle of a batch ten times over the run, and
 * started again each time. Every job must complete on the survivors, the platform must hold
 * every row exactly once with every edited value, and each export file, downloaded through
 * another instance than the one that started it, must match the platform's listing.
 *
 * Only HTTP, the emulator's data and process kills: nothing here knows how jobs are dispatched.
 */

const KILLS = 10;
/** Rows the second import creates: two new keys on each of this many products. */
const NEW_ROW_PRODUCTS = 10_000;
const APP_CLIENT_ID = 'metafield-studio-local';
const header = ['resource_id', 'namespace', 'key', 'value', 'permission_set', 'description'];

type Session = Awaited<ReturnType<typeof demoSession>>;
type Cluster = Awaited<ReturnType<typeof launch>>;

let database: Awaited<ReturnType<typeof testPostgresDatabase>>;
let dataDir: string;
let cluster: Cluster;
let instances: Instance[];
let killer: ReturnType<typeof createKiller>;
let session: Session;
const began = performance.now();
const seconds = () => ((performance.now() - began) / 1000).toFixed(1);

beforeAll(async () => {
  database = await testPostgresDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-cluster-'));
  cluster = await launch({
    port: await freePort(),
    platformPort: await freePort(),
    dataDir,
    logDir: path.join(dataDir, 'logs'),
    instances: 3,
    platformStartMs: 300_000,
    env: {
      PLATFORM_SEED: 'large',
      DATABASE_URL: database.url,
      // A killed job resumes on a survivor within a second or two (a lease of a gone process of
      // this machine is taken at once); a live one renews its lease every 1.5 s.
      JOB_LEASE_SECONDS: '6',
      JOB_POLL_SECONDS: '1',
      LOG_LEVEL: 'warn',
    },
  });
  instances = cluster.servers as Instance[];
  killer = createKiller(database.url, instances);
  session = await demoSession(instances[0]!.url);
  console.info(`Several instances: 3 servers and the emulator up after ${seconds()} s.`);
}, 600_000);

afterAll(async () => {
  await killer?.close();
  await cluster?.stop();
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const listing = () =>
  readPlatformListing(path.join(dataDir, 'platform.sqlite'), 'demo', APP_CLIENT_ID);

/** Asks a job's state through whichever instance is up; a request cut by a kill is asked again. */
async function jobNow(direction: 'export' | 'import', id: number) {
  for (;;) {
    try {
      return await readJob(killer.anyUp().url, session, jobsPath('demo', direction), id);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Runs the started jobs to their end while the killer makes `kills` kills; answers the jobs. */
async function runUnderKills(
  started: { direction: 'export' | 'import'; id: number }[],
  kills: number,
) {
  let running = true;
  const killing = killer.killWhile(() => running, kills);
  try {
    const jobs = [];
    for (const job of started) {
      for (;;) {
        const now = await jobNow(job.direction, job.id);
        if (now && finalStatuses.includes(now.status)) {
          jobs.push(now);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    return jobs;
  } finally {
    running = false;
    await killing;
  }
}

/** The export file's rows, formula escaping undone, through an instance other than `creator`. */
async function downloadRows(url: string, creator: Instance): Promise<Row[]> {
  const text = await (await call(killer.anyUp(creator).url, session, url)).text();
  const [head, ...rows] = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data;
  expect(head).toEqual(header);
  return rows.map((row) => row.map(unescapeFormulaCell) as Row);
}

it('completes every job on the survivors of ten kills, every row exactly once', async () => {
  const [first, second, third] = instances as [Instance, Instance, Instance];
  const seed = listing();
  expect(seed.length).toBeGreaterThan(100_000);

  // 1. An export through the first instance, downloaded through another.
  const exportId = await startExport(first.url, session);
  // Three kills here, four in the imports, three in the last export; a phase that ends before
  // making its own leaves them to the next.
  const [exported] = await runUnderKills([{ direction: 'export', id: exportId }], 3);
  expect(exported).toMatchObject({ status: 'completed', errors: [] });
  const exportedRows = await downloadRows(exported!.download_url!, first);
  expect(
    differences(
      exportedRows,
      seed.map((metafield) => metafield.row),
    ),
  ).toMatchObject({
    extra: 0,
    missing: 0,
  });
  console.info(`Several instances: ${exportedRows.length} rows exported after ${seconds()} s.`);

  // 2. Two imports at once, through the second and third instances: every value our app may
  // write, edited (each row a write), and new rows (two new keys on each of many products).
  const keyOf = (row: Row) => row.slice(0, 3).join('\u0000');
  const keyCount = new Map<string, number>();
  for (const { row } of seed) keyCount.set(keyOf(row), (keyCount.get(keyOf(row)) ?? 0) + 1);
  // A namespace and key that two apps both use on one product would be ambiguous to import.
  const edited = seed.filter(({ row, writable }) => writable && keyCount.get(keyOf(row)) === 1);
  const editedValue = (row: Row) => `cluster ${row[3]}`;
  const editedFile = Papa.unparse([
    header,
    ...edited.map(({ row }) => [row[0], row[1], row[2], editedValue(row), row[4], row[5]]),
  ]);
  const products = [...new Set(seed.map(({ row }) => row[0]))].slice(0, NEW_ROW_PRODUCTS);
  const created: Row[] = products.flatMap((product) =>
    ['first', 'second'].map((key): Row => [
      product,
      'cluster',
      key,
      `new ${product} ${key}`,
      'write',
      '',
    ]),
  );
  const createdFile = Papa.unparse([header, ...created]);
  const editId = await startImport(second.url, session, editedFile);
  const createId = await startImport(third.url, session, createdFile);
  const imports = await runUnderKills(
    [
      { direction: 'import', id: editId },
      { direction: 'import', id: createId },
    ],
    7 - killer.kills,
  );
  for (const job of imports) expect(job).toMatchObject({ status: 'completed', errors: [] });
  console.info(
    `Several instances: ${edited.length} rows edited and ${created.length} created after ${seconds()} s.`,
  );

  // Every edited value in place, every new row once, nothing else changed or added.
  const editedIds = new Set(edited.map(({ id }) => id));
  const expected: Row[] = [
    ...seed.map(({ id, row }): Row =>
      editedIds.has(id) ? [row[0], row[1], row[2], editedValue(row), row[4], row[5]] : row,
    ),
    ...created,
  ];
  const after = listing();
  expect(after).toHaveLength(expected.length);
  expect(
    differences(
      after.map((metafield) => metafield.row),
      expected,
    ),
  ).toMatchObject({
    extra: 0,
    missing: 0,
  });
  const ours = after.filter(({ row }) => row[1] === 'cluster');
  expect(new Set(ours.map(({ row }) => `${row[0]}/${row[2]}`)).size).toBe(created.length);

  // 3. An export of the result through the third instance, downloaded through another.
  const finalId = await startExport(third.url, session);
  const [final] = await runUnderKills([{ direction: 'export', id: finalId }], KILLS - killer.kills);
  expect(final).toMatchObject({ status: 'completed', errors: [] });
  const finalRows = await downloadRows(final!.download_url!, third);
  expect(
    differences(
      finalRows,
      after.map((metafield) => metafield.row),
    ),
  ).toMatchObject({
    extra: 0,
    missing: 0,
  });

  expect(killer.kills).toBe(KILLS);
  console.info(
    `Several instances: every job completed through ${killer.kills} kills; the run took ${seconds()} s.`,
  );
}, 1_200_000);
