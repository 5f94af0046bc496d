import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJobFileStore } from '../jobs/jobFileStore.js';
import { createJobsRepo } from '../jobs/jobsRepo.js';
import { createJobRunner, type JobRunnerOptions } from '../jobs/runner.js';
import { createStores } from '../stores/stores.js';
import { testDatabase } from '../testing/databases.js';
import { saveTestStores } from '../testing/testStores.js';
import { createChangeHistory, type NewChange } from './changeHistory.js';

const key = Buffer.alloc(32, 'history-retention').toString('base64');
const silentLog = { error: vi.fn() } as unknown as JobRunnerOptions['log'];
const day = 86_400_000;

let cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

const change = (value: string): NewChange => ({
  actor: { kind: 'user', id: 1 },
  jobId: null,
  requestId: 'req-1',
  subject: 'metafield',
  recordType: 'product',
  recordId: 7,
  namespace: 'ns',
  key: 'k',
  action: 'update',
  oldValue: null,
  newValue: value,
});

describe('change history retention (issue 28)', () => {
  it('removes the changes older than the days kept, with the cleanup of old jobs, and keeps the rest', async () => {
    const dialect = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
    const { database, dispose } = await testDatabase(dialect);
    cleanups.push(dispose);
    const stores = await createStores(database, key);
    await saveTestStores(stores, ['one']);
    let clock = new Date('2026-08-01T10:00:00Z');
    const history = createChangeHistory(database, () => clock);
    await history.add('one', [change('oldest')]);
    clock = new Date(clock.getTime() + 30 * day);
    await history.add('one', [change('recent')]);

    // 90 days and an hour after the first change; 60 days after the second.
    clock = new Date(new Date('2026-08-01T10:00:00Z').getTime() + 90 * day + 3_600_000);
    const runner = createJobRunner({
      jobs: createJobsRepo(database, () => clock),
      stores,
      handlers: {},
      files: createJobFileStore(database),
      config: { PLATFORM_URL: 'http://127.0.0.1:9', APP_CLIENT_ID: 'test-app' },
      log: silentLog,
      now: () => clock,
      changeHistory: { removeBefore: history.removeBefore, keepMs: 90 * day },
    });
    cleanups.push(() => runner.stop());
    await runner.start();

    const kept = await history.page('one', {}, { page: 1, limit: 10 });
    expect(kept.map((entry) => entry.new_value)).toEqual(['recent']);
    expect(await history.count('one', {})).toBe(1);
  });
});
