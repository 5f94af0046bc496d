import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaContext } from '../area.js';
import type { JobProgress, JobRecord } from '../jobs/jobsRepo.js';
import type { JobFiles } from '../jobs/jobFileStore.js';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import { metafieldImportJob } from './importJob.js';
import { platformOf, runningImportJob, summary } from './testing/testSetup.js';

/**
 * The job's handler on its own, as the runner calls it: from a checkpoint, with the recorded
 * batches collected, so that a crash's repeat and a cancel can be played exactly.
 */
describe('the metafield import handler', () => {
  let emulator: Emulator;
  let products: number[];
  beforeAll(async () => {
    emulator = await startEmulator();
    products = (await platformOf(emulator).records('product', 15)).map((row) => row.id);
  });
  afterAll(async () => {
    await emulator.close();
  });

  /**
   * A file of `count` rows over three products, in `namespace`. Each namespace has products of
   * its own: the platform keeps at most 250 metafields per product for one client.
   */
  const productsOf = new Map<string, number>();
  function fileOf(namespace: string, count: number, value = (index: number) => `v${index}`) {
    if (!productsOf.has(namespace)) productsOf.set(namespace, productsOf.size * 3);
    const offset = productsOf.get(namespace) ?? 0;
    const rows = Array.from(
      { length: count },
      (_, index) => `${products[offset + (index % 3)]},${namespace},k${index},${value(index)}`,
    );
    return ['resource_id,namespace,key,value', ...rows].join('\n');
  }

  /**
   * A job's files holding `input` as its upload (none when undefined). The handler only reads
   * them; the database's file store has tests of its own (jobs/jobFileStore.test.ts).
   */
  const uploaded = (input: string | undefined): JobFiles => {
    const readOnly = () => Promise.reject(new Error('an import writes no file'));
    return {
      exists: async (name) => name === 'input.csv' && input !== undefined,
      readText: async (name) => (name === 'input.csv' ? (input ?? '') : ''),
      size: async (name) => (name === 'input.csv' ? Buffer.byteLength(input ?? '') : 0),
      append: readOnly,
      replace: readOnly,
    };
  };

  let nextId = 1;
  /** Runs the handler once over `text` from `checkpoint`; answers its outcome and records. */
  async function run(
    text: string,
    checkpoint: unknown,
    cancelAfter = Number.POSITIVE_INFINITY,
    options = { batchRows: 250 },
  ) {
    const id = nextId++;
    const files = uploaded(text);
    const job = runningImportJob({
      id,
      type: 'custom',
      params: { importType: 'custom', templates: [] },
      fileName: 'file.csv',
      checkpoint,
    });
    const recorded: JobProgress[] = [];
    const handler = metafieldImportJob({} as AreaContext, options);
    const outcome = await handler({
      job,
      files,
      platform: {
        storeHash: 'demo',
        accessToken: 'demo-token',
        platformUrl: emulator.url,
        clientId: 'metafield-studio-local',
      },
      signal: new AbortController().signal,
      record: async (progress) => {
        recorded.push(progress);
      },
      cancelRequested: async () => recorded.length > cancelAfter,
    });
    return { outcome, recorded };
  }

  it('runs twice from the same checkpoint with nothing duplicated and nothing changed', async () => {
    const text = fileOf('twice', 600);
    const first = await run(text, null);
    expect(first.outcome).toBe('completed');
    const once = await platformOf(emulator).metafields('product', 'twice');
    expect(once).toHaveLength(600);

    const second = await run(text, null);
    expect(second.outcome).toBe('completed');
    const twice = await platformOf(emulator).metafields('product', 'twice');
    expect(twice).toEqual(once);
    // Progress: one record at the start, then one per batch: 250 rows, stretched to the end of
    // the last record's (the second product's 200), then the rest.
    expect(second.recorded.map((entry) => [entry.checkpoint, entry.progressPercent])).toEqual([
      [{ rowsDone: 0 }, 0],
      [{ rowsDone: 400 }, (400 / 600) * 100],
      [{ rowsDone: 600 }, 100],
    ]);
    expect(second.recorded.every((entry) => entry.status === 'processing')).toBe(true);
    expect(second.recorded.at(-1)).toMatchObject({ itemsProcessed: 600, total: 600, errors: [] });
  });

  it('resumes from its checkpoint: rows before it are not applied again', async () => {
    const text = fileOf('resumed', 600);
    const { outcome, recorded } = await run(text, { rowsDone: 500 });
    expect(outcome).toBe('completed');
    const held = await platformOf(emulator).metafields('product', 'resumed');
    // Rows go by record: the first product's 200, the second's, then the third's (k2, k5, …),
    // so rows 500 to 599 are the third product's last hundred.
    expect(held.map((row) => row.key).sort()).toEqual(
      Array.from({ length: 100 }, (_, index) => `k${3 * (100 + index) + 2}`).sort(),
    );
    expect(recorded.at(-1)).toMatchObject({ checkpoint: { rowsDone: 600 }, itemsProcessed: 600 });
  });

  it('starts no more batches when cancelled; those in flight finish and stay', async () => {
    // Three batches, one product's 200 rows each, two at once: the cancel comes with the first
    // recorded batch, while the second is in flight.
    const options = { batchRows: 100, batchesInFlight: 2 };
    const { outcome, recorded } = await run(fileOf('cancelled', 600), null, 1, options);
    expect(outcome).toBe('cancelled');
    expect(recorded.map((entry) => entry.checkpoint)).toEqual([
      { rowsDone: 0 },
      { rowsDone: 200 },
      { rowsDone: 400 },
    ]);
    expect(recorded.at(-1)).toMatchObject({ itemsProcessed: 400 });
    // Rows go by record: the two products of lowest id are written, the third is not.
    const offset = productsOf.get('cancelled') ?? 0;
    const [first, second] = products.slice(offset, offset + 3).sort((x, y) => x - y);
    const held = await platformOf(emulator).metafields('product', 'cancelled');
    expect(new Set(held.map((row) => row.resource_id))).toEqual(new Set([first, second]));
    expect(held).toHaveLength(400);
  });

  it('a file with a few values changed changes those and no others', async () => {
    await run(fileOf('changed', 30), null);
    const before = await platformOf(emulator).metafields('product', 'changed');
    await run(
      fileOf('changed', 30, (index) => (index < 3 ? `new${index}` : `v${index}`)),
      null,
    );
    const after = await platformOf(emulator).metafields('product', 'changed');
    const changedValue = (row: (typeof before)[number]) =>
      ['k0', 'k1', 'k2'].includes(row.key) ? { ...row, value: `new${row.key.slice(1)}` } : row;
    expect(after).toHaveLength(30);
    expect(summary(after)).toEqual(summary(before.map(changedValue)));
    const modified = after.filter(
      (row) => JSON.stringify(row) !== JSON.stringify(before.find((old) => old.id === row.id)),
    );
    expect(modified.map((row) => row.key).sort()).toEqual(['k0', 'k1', 'k2']);
  });

  it('fails with a clear message when the saved file is gone', async () => {
    const handler = metafieldImportJob({} as AreaContext, { batchRows: 250 });
    const files = uploaded(undefined);
    await expect(
      handler({
        job: { subject: 'product', params: { importType: 'custom', templates: [] } } as JobRecord,
        files,
        platform: {
          storeHash: 'demo',
          accessToken: 'demo-token',
          platformUrl: emulator.url,
          clientId: 'metafield-studio-local',
        },
        signal: new AbortController().signal,
        record: async () => undefined,
        cancelRequested: async () => false,
      }),
    ).rejects.toThrow('The uploaded file could not be read. Please upload it again.');
  });
});
