import { escapeFormulaCell } from '@metafields/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../testing/databases.js';
import { JobFailure } from '../jobs/jobFailure.js';
import { createJobFileStore, filesOfJob } from '../jobs/jobFileStore.js';
import { createJobsRepo, type JobProgress } from '../jobs/jobsRepo.js';
import type { RunningJob } from '../jobs/runner.js';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import { createStores } from '../stores/stores.js';
import { readCsv } from '../templates/csvFile.js';
import { createTemplatesRepo } from '../templates/templatesRepo.js';
import { metafieldExportJob } from './exportJob.js';
import { condition, runExport } from './testing/exportTestSetup.js';
import { platformOf, setUp } from './testing/testSetup.js';

/** 20,000 metafields on the emulator's 300 products, besides its seeded ones. */
const ADDED = 20_000;

/**
 * A test that exports them twice (whole, then resumed): about a second here, many more on a
 * slow machine whose cores other work keeps busy (issue 19), so not Vitest's 5 s.
 */
const TWO_EXPORTS_MS = 60_000;

describe('an export interrupted, cancelled or failing, run by its handler', () => {
  let emulator: Emulator;
  let test: TestDatabase;

  beforeAll(async () => {
    emulator = await startEmulator();
    const products = emulator
      .rows<{ id: number }>("SELECT id FROM products WHERE store_hash = 'demo' ORDER BY id")
      .map((row) => row.id);
    await platformOf(emulator).addMetafields(
      'product',
      Array.from({ length: ADDED }, (_, index) => ({
        resource_id: products[index % products.length],
        namespace: 'bulk',
        key: `k${Math.floor(index / products.length)}`,
        value: index % 7 === 0 ? `=line ${index}\n"quoted", ok` : `value ${index}`,
        permission_set: 'write',
      })),
    );
    // The suite's database: PostgreSQL with TEST_DATABASE=postgres, else SQLite.
    test = await testDatabase(process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite');
    const stores = await createStores(
      test.database,
      Buffer.alloc(32, 'export-test').toString('base64'),
    );
    await stores.save({
      store_hash: 'demo',
      name: 'demo',
      accessToken: 'demo-token',
      currency: 'USD',
      timezone_name: 'UTC',
    });
    await createTemplatesRepo(test.database).create(
      { storeHash: 'demo', type: 'product' },
      {
        name: 'Bulk',
        namespace: 'bulk',
        meta_key: 'k3',
        content_type: 'text',
        options: {},
        use_on_storefront: false,
      },
    );
  }, 60_000);
  afterAll(async () => {
    await test.dispose();
    await emulator.close();
  });

  /** A job as the runner hands it over, and what the handler recorded. */
  async function runningJob(
    params: Record<string, unknown>,
    options: { checkpoint?: unknown; cancelAfter?: number; storeHash?: string } = {},
  ) {
    const created = await createJobsRepo(test.database).create({
      storeHash: 'demo',
      kind: 'metafield-export',
      subject: 'product',
      type: String(params['exportType']),
    });
    const job = {
      ...created,
      status: 'in_progress' as const,
      params: { today: '2026-03-01', ...params },
      checkpoint: options.checkpoint ?? null,
    };
    const recorded: JobProgress[] = [];
    const files = filesOfJob(createJobFileStore(test.database), job.id);
    const running: RunningJob = {
      job,
      files,
      platform: {
        storeHash: options.storeHash ?? 'demo',
        accessToken: 'demo-token',
        platformUrl: emulator.url,
        clientId: 'metafield-studio-local',
      },
      signal: new AbortController().signal,
      // As the runner does: the batch's file bytes commit with its checkpoint.
      record: async (progress, effects) => {
        await test.database.transaction(async (queries) => effects?.(queries));
        recorded.push(progress);
      },
      cancelRequested: async () =>
        recorded.length > (options.cancelAfter ?? Number.POSITIVE_INFINITY),
    };
    return { running, recorded, output: () => files.readText('output.csv') };
  }
  const handler = () => metafieldExportJob({ database: test.database });

  /**
   * A crash after the `at`th recorded batch, as the database keeps it: a second job with that
   * checkpoint, the file's bytes it counts (plus `tail`) and the records list.
   */
  async function crashedAfter(
    whole: Awaited<ReturnType<typeof runningJob>>,
    params: Record<string, unknown>,
    at: number,
    tail = '',
  ) {
    const checkpoint = whole.recorded[at]?.checkpoint as { bytes: number };
    const crashed = await runningJob(params, { checkpoint });
    const bytes = Buffer.from(await whole.output(), 'utf8').subarray(0, checkpoint.bytes);
    await crashed.running.files.replace('output.csv', Buffer.concat([bytes, Buffer.from(tail)]));
    if (await whole.running.files.exists('records.json')) {
      const records = await whole.running.files.readText('records.json');
      await crashed.running.files.replace('records.json', records);
    }
    return crashed;
  }

  /**
   * Runs a job whole, then again from a checkpoint it recorded mid-way: the result must be the
   * same file, written from that checkpoint on.
   */
  async function resumeMatches(params: Record<string, unknown>, at: number) {
    const whole = await runningJob(params);
    expect(await handler()(whole.running)).toBe('completed');
    expect(whole.recorded.length).toBeGreaterThan(at + 1);
    const reference = await whole.output();
    const crashed = await crashedAfter(whole, params, at);
    expect(await handler()(crashed.running)).toBe('completed');
    expect(await crashed.output()).toBe(reference);
    expect(crashed.recorded.length).toBe(whole.recorded.length - at - 1);
    expect(crashed.recorded.at(-1)?.itemsProcessed).toBe(whole.recorded.at(-1)?.itemsProcessed);
    return { reference, recorded: whole.recorded, whole };
  }

  it(
    'resumes the direct read from its page: no row missing, none twice',
    async () => {
      const { reference, recorded } = await resumeMatches({ exportType: 'custom' }, 5);
      const rows = readCsv(reference.slice(1)).slice(1, -1);
      // Exactly the platform's metafields, in its order: none missing, none twice.
      const expected = (await platformOf(emulator).metafields('product')).map((metafield) => [
        String(metafield.resource_id),
        metafield.namespace,
        metafield.key,
        escapeFormulaCell(metafield.value),
        metafield.permission_set,
        metafield.description,
      ]);
      expect(rows).toEqual(expected);
      expect(rows.filter((row) => row[1] === 'bulk')).toHaveLength(ADDED);
      expect(recorded.at(-1)).toMatchObject({ itemsProcessed: rows.length, progressPercent: 100 });
      expect(recorded.every((progress) => progress.status === 'processing')).toBe(true);
    },
    TWO_EXPORTS_MS,
  );

  it(
    'starts again when the file is not what its checkpoint counts (left by a server before ADR 0027)',
    async () => {
      const params = { exportType: 'custom' };
      const whole = await runningJob(params);
      expect(await handler()(whole.running)).toBe('completed');
      const crashed = await crashedAfter(whole, params, 3, '999,"half a row');
      expect(await handler()(crashed.running)).toBe('completed');
      expect(await crashed.output()).toBe(await whole.output());
      expect(crashed.recorded.length).toBe(whole.recorded.length);
    },
    TWO_EXPORTS_MS,
  );

  it(
    'resumes a record list from its record: the shared layout',
    async () => {
      const { reference } = await resumeMatches({ exportType: 'shared' }, 1);
      const rows = readCsv(reference.slice(1)).slice(0, -1);
      expect(rows[0]).toEqual(['id', 'bulk.k3']);
      expect(rows.slice(1).map((row) => row[0])).toEqual(
        emulator
          .rows<{ id: number }>("SELECT id FROM products WHERE store_hash = 'demo' ORDER BY id")
          .map((row) => String(row.id)),
      );
    },
    TWO_EXPORTS_MS,
  );

  it(
    'resumes a shared export under its own headings after the templates changed',
    async () => {
      const params = { exportType: 'shared' };
      const whole = await runningJob(params);
      expect(await handler()(whole.running)).toBe('completed');
      const reference = await whole.output();
      const checkpoint = whole.recorded[1]?.checkpoint as { bytes: number; position: number };
      expect(checkpoint.position).toBeGreaterThan(0);

      // Between the crash and the resume a template is added and put first.
      const templates = createTemplatesRepo(test.database);
      const scope = { storeHash: 'demo', type: 'product' } as const;
      const added = await templates.create(scope, {
        name: 'Bulk k1',
        namespace: 'bulk',
        meta_key: 'k1',
        content_type: 'text',
        options: {},
        use_on_storefront: false,
      });
      try {
        expect(await templates.reorder(scope, [{ id: added.id, sort_order: 1 }])).toBe(true);
        const crashed = await crashedAfter(whole, params, 1);
        expect(await handler()(crashed.running)).toBe('completed');
        // Every row has the header's columns, each value under its own heading (bulk.k3).
        const output = await crashed.output();
        const rows = readCsv(output.slice(1)).slice(0, -1);
        expect(rows[0]).toEqual(['id', 'bulk.k3']);
        expect(rows.every((row) => row.length === 2)).toBe(true);
        expect(output).toBe(reference);
      } finally {
        await templates.remove(scope, added.id);
      }
    },
    TWO_EXPORTS_MS,
  );

  it('stops when cancelled between batches, the file holding what it counts', async () => {
    const { running, recorded, output } = await runningJob(
      { exportType: 'custom' },
      { cancelAfter: 2 },
    );
    expect(await handler()(running)).toBe('cancelled');
    const rows = readCsv((await output()).slice(1)).slice(1, -1);
    expect(rows.length).toBe(recorded.at(-1)?.itemsProcessed);
    expect(rows.length).toBeGreaterThan(0);
    expect(recorded.at(-1)?.progressPercent).toBeLessThan(100);
  });

  it('stops between the filter’s groups when cancelled while listing, before any batch', async () => {
    // Three OR groups; the cancel comes while the first is listed, as a merchant’s would.
    const rule = [0, 1, 2].map((k) => [condition('id', '>', String(k))]);
    const { running, recorded, output } = await runningJob({ exportType: 'custom', filter: rule });
    let asked = 0;
    running.cancelRequested = async () => (asked += 1) > 1;
    expect(await handler()(running)).toBe('cancelled');
    expect(asked).toBe(2);
    expect(recorded).toEqual([]);
    expect(readCsv((await output()).slice(1)).slice(1, -1)).toEqual([]);
  });

  it('fails with a clear message when the platform refuses the store', async () => {
    const { running } = await runningJob({ exportType: 'custom' }, { storeHash: 'nowhere' });
    const failure = await handler()(running).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(JobFailure);
    expect((failure as Error).message).toBe('The store platform could not complete the request.');
  });

  it('exports 20,000 metafields and more through the API (timed)', async () => {
    const { server, browser } = await setUp(emulator);
    const started = performance.now();
    const job = await runExport(server, browser, 'product', { exportType: 'custom' });
    const seconds = (performance.now() - started) / 1000;
    expect(job.status).toBe('completed');
    expect(job.items_processed_count).toBeGreaterThan(ADDED);
    console.info(`export of ${job.items_processed_count} metafields: ${seconds.toFixed(2)} s`);
  });
});
