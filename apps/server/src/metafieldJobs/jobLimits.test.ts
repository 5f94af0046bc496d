import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database/database.js';
import { jobLimits } from '../jobs/jobLimits.js';
import { createJobsRepo } from '../jobs/jobsRepo.js';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import { queryRows } from '../testing/databases.js';
import { startTestServer } from '../testing/testServer.js';
import { csvPart, importUrl, upload } from './testing/importTestSetup.js';
import { historyAnswer } from './testing/testSetup.js';

/**
 * Issue 19: a store's limits on the job runner, through the routes that start jobs: jobs
 * waiting or running, and the bytes of import files kept for the week.
 */
describe("a store's job limits", () => {
  let emulator: Emulator;
  let dataDir: string;
  beforeAll(async () => {
    emulator = await startEmulator();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-job-limits-'));
  });
  afterAll(async () => {
    await emulator.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a new job over the jobs waiting (429) and an import over the bytes kept (413)', async () => {
    const server = await startTestServer({ PLATFORM_URL: emulator.url, DATA_DIR: dataDir });
    // A second connection to the server's data (its SQLite file, or its PostgreSQL database).
    const database = await openDatabase({ dataDir, databaseUrl: server.config.DATABASE_URL });
    try {
      await server.addStore('demo', { accessToken: 'demo-token' });
      await server.stores.setPlan('demo', 'premium');
      const browser = await server.signedInBrowser();
      // Another process of the same data runs (leases) the store's jobs: they stay queued.
      const jobs = createJobsRepo(database);
      const queued = [];
      for (let count = 0; count < jobLimits.activeJobsPerStore; count++) {
        const job = await jobs.create({
          storeHash: 'demo',
          kind: 'metafield-export',
          subject: 'customer',
          type: 'custom',
          params: {},
        });
        // The first is held by another process, so the store's jobs all stay queued.
        if (count === 0) {
          const busy = 'another-host/1/busy';
          const claimed = await jobs.claimNextOfStore('demo', busy, 3_600_000, () => false);
          expect(claimed?.id).toBe(job.id);
        }
        queued.push(job);
      }

      const file = csvPart('resource_id,namespace,key,value\n1,limits,k,v\n');
      const importAnswer = await upload(browser, [file]);
      expect(importAnswer.statusCode).toBe(429);
      expect(importAnswer.json()).toEqual({
        error: 'too_many_jobs',
        message:
          'This store already has 20 imports and exports waiting or running. Please start this one when some of them have finished.',
      });
      const exportAnswer = await browser.request(
        'POST',
        '/api/stores/demo/metafields/export/product',
        { exportType: 'custom' },
      );
      expect(exportAnswer.statusCode).toBe(429);

      for (const job of queued) await jobs.finish(job.id, 'cancelled');
      // Last week's imports kept all but ten bytes of the store's room.
      const kept = await jobs.create({
        storeHash: 'demo',
        kind: 'metafield-import',
        subject: 'customer',
        type: 'custom',
        inputBytes: jobLimits.keptImportBytesPerStore - 10,
      });
      await jobs.finish(kept.id, 'completed');
      const full = await upload(browser, [file]);
      expect(full.statusCode).toBe(413);
      expect(full.json()).toEqual({
        error: 'import_storage_full',
        message:
          'The imported files this store keeps (each for a week) would go over 200 MB with this one. Please import it when older imports have been removed, or split it into smaller files.',
      });
      const history = historyAnswer.parse((await browser.request('GET', importUrl())).json());
      expect(history.data).toEqual([]);
      // Neither refused upload left a byte behind: its chunks went with its transaction.
      expect(await queryRows(database, 'SELECT job_id FROM job_file_chunks')).toEqual([]);
    } finally {
      await database.close();
      await server.close();
    }
  });
});
