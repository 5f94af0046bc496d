import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaContext } from '../area.js';
import { createChangeHistory, type NewChange } from '../history/changeHistory.js';
import type { JobProgress } from '../jobs/jobsRepo.js';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import { createStores } from '../stores/stores.js';
import { testDatabase, type TestDatabase } from '../testing/databases.js';
import { saveTestStores } from '../testing/testStores.js';
import { platformOf, runningImportJob } from './testing/testSetup.js';
import { metafieldUndoJob } from './undoJob.js';

const key = Buffer.alloc(32, 'undo-handler').toString('base64');
const namespace = 'undo-handler';

/**
 * The undo's handler on its own, as the runner calls it: from a checkpoint, its batches'
 * effects committed as the runner's record commits them, so that a cancel and a resume play
 * exactly.
 */
describe('the metafield import undo handler (issue 28)', () => {
  let emulator: Emulator;
  let opened: TestDatabase;
  let productId: number;
  beforeAll(async () => {
    emulator = await startEmulator();
    [{ id: productId = 0 } = { id: 0 }] = await platformOf(emulator).records('product', 1);
    opened = await testDatabase(process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite');
    await saveTestStores(await createStores(opened.database, key), ['demo']);
  });
  afterAll(async () => {
    await opened.dispose();
    await emulator.close();
  });

  /** Runs the undo of job 1 as job `id`, from `checkpoint`, cancelled after `cancelAfter` records. */
  async function run(id: number, checkpoint: unknown, cancelAfter = Number.POSITIVE_INFINITY) {
    const job = runningImportJob({
      id,
      type: 'undo',
      params: { importType: 'custom', templates: [], undoOf: 1 },
      fileName: null,
      checkpoint,
    });
    const recorded: JobProgress[] = [];
    const handler = metafieldUndoJob({ database: opened.database } as AreaContext, {
      batchChanges: 2,
    });
    const outcome = await handler({
      job,
      files: {} as never,
      platform: {
        storeHash: 'demo',
        accessToken: 'demo-token',
        platformUrl: emulator.url,
        clientId: 'metafield-studio-local',
      },
      signal: new AbortController().signal,
      record: async (progress, effects) => {
        await opened.database.transaction(async (queries) => effects?.(queries));
        recorded.push(progress);
      },
      cancelRequested: async () => recorded.length >= cancelAfter,
    });
    return { outcome, recorded };
  }

  const values = async () =>
    Object.fromEntries(
      (await platformOf(emulator).metafields('product', namespace)).map((row) => [
        row.key,
        row.value,
      ]),
    );

  it('stops between batches when cancelled, resumes from its checkpoint, and does nothing twice', async () => {
    const history = createChangeHistory(opened.database);
    // What import job 1 did: six values changed from old to new, rows 2 to 7.
    const keys = ['k0', 'k1', 'k2', 'k3', 'k4', 'k5'];
    await platformOf(emulator).addMetafields(
      'product',
      keys.map((name) => ({
        resource_id: productId,
        namespace,
        key: name,
        value: `new-${name}`,
        permission_set: 'write',
      })),
    );
    const changes = keys.map((name, index): NewChange => ({
      actor: { kind: 'job', id: 1 },
      jobId: 1,
      requestId: null,
      subject: 'metafield',
      recordType: 'product',
      recordId: productId,
      namespace,
      key: name,
      action: 'update',
      oldValue: `old-${name}`,
      newValue: `new-${name}`,
      fileRow: index + 2,
      permissionSet: 'write',
    }));
    await history.add('demo', changes);

    // Newest first, two at a time: the first batch takes back k5 and k4, then the cancel.
    const cancelled = await run(2, null, 1);
    expect(cancelled.outcome).toBe('cancelled');
    expect(cancelled.recorded).toEqual([
      expect.objectContaining({
        itemsProcessed: 2,
        total: 6,
        checkpoint: expect.objectContaining({ done: 2 }),
      }),
    ]);
    expect(await values()).toMatchObject({
      k5: 'old-k5',
      k4: 'old-k4',
      k3: 'new-k3',
      k0: 'new-k0',
    });

    const resumed = await run(2, cancelled.recorded[0]?.checkpoint);
    expect(resumed.outcome).toBe('completed');
    expect(resumed.recorded.map((entry) => entry.itemsProcessed)).toEqual([4, 6]);
    expect(resumed.recorded.at(-1)).toMatchObject({ progressPercent: 100, errors: [] });
    expect(await values()).toEqual(Object.fromEntries(keys.map((name) => [name, `old-${name}`])));
    // Each metafield put back once, as the undo's change.
    const undone = await history.page('demo', { jobId: 2 }, { page: 1, limit: 50 });
    expect(undone.map((change) => change.key).sort()).toEqual(keys);

    // Run again from the start (a crash before its first record): everything is as it was.
    const again = await run(3, null);
    expect(again.outcome).toBe('completed');
    expect(again.recorded.flatMap((entry) => entry.errors ?? [])).toEqual([]);
    expect(await history.count('demo', { jobId: 3 })).toBe(0);
  });
});
