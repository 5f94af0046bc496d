import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database/database.js';
import { createJobFileStore, filesOfJob } from '../jobs/jobFileStore.js';
import { createJobsRepo } from '../jobs/jobsRepo.js';
import type { JobHandler, RunningJob } from '../jobs/runner.js';
import { startTestServer } from '../testing/testServer.js';
import { createObject } from './testing/testSetup.js';
import { valueExportJob } from './valueExportJob.js';
import { valueImportJob } from './valueImportJob.js';
import { valueUndoJob } from './valueUndoJob.js';
import { createChangeHistory } from '../history/changeHistory.js';
import { jobsUrl, oneJob, uploadValues } from './testing/valueJobTestSetup.js';
import { addField, addValue, listValues } from './testing/valueTestSetup.js';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A server whose worker is stopped, so jobs stay pending, and a second connection to its
 * database to run a job's handler by hand: a crash is a `record` that throws before its
 * transaction, as a killed process never commits it.
 */
async function stoppedServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-value-jobs-'));
  const server = await startTestServer({ DATA_DIR: dataDir });
  await server.runner.stop();
  // A second connection to the server's data: its SQLite file, or its PostgreSQL database.
  const database = await openDatabase({ dataDir, databaseUrl: server.config.DATABASE_URL });
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  cleanups.push(() => server.close());
  cleanups.push(() => database.close());
  await server.addStore('ent');
  await server.stores.setPlan('ent', 'enterprise');
  const browser = await server.signedInBrowser();
  const jobs = createJobsRepo(database);

  /** Runs the handler on job `id`; `crashAfter` recorded batches, the next record "crashes". */
  async function run(handler: JobHandler, id: number, crashAfter = Infinity) {
    let recorded = 0;
    const running: RunningJob = {
      job: await jobs.start(id),
      files: filesOfJob(createJobFileStore(database), id),
      platform: {
        storeHash: 'ent',
        accessToken: '',
        platformUrl: 'http://127.0.0.1:9',
        clientId: 'test-app',
      },
      signal: new AbortController().signal,
      record: async (progress, effects) => {
        if (recorded++ >= crashAfter) throw new Error('crash');
        await jobs.record(id, progress, effects);
      },
      cancelRequested: async () => (await jobs.read(id)).cancelRequested,
    };
    return handler(running);
  }
  return { server, browser, database, jobs, run };
}

describe('value jobs resume from their checkpoint', () => {
  it('an import killed after a batch creates every row once', async () => {
    const { server, browser, database, jobs, run } = await stoppedServer();
    const objectId = await createObject(browser);
    await addField(browser, objectId, { name: 'Name', content_type: 'text' });
    const rows = Array.from({ length: 7 }, (_, index) => `,Row ${index}`);
    const started = await uploadValues(server, objectId, ['id,name', ...rows, ',=bad'].join('\n'), {
      browser,
    });
    const { id } = oneJob.parse(started.json()).data;
    const handler = valueImportJob({ database }, { batchSize: 3 });

    await expect(run(handler, id, 1)).rejects.toThrow('crash');
    expect(await jobs.read(id)).toMatchObject({ checkpoint: { row: 4, processed: 3 } });
    expect((await listValues(browser, objectId)).data).toHaveLength(3);

    await expect(run(handler, id)).resolves.toBe('completed');
    const names = (await listValues(browser, objectId)).data.map((value) => value.name);
    expect(names).toEqual([...rows.map((row) => row.slice(1)), '=bad']);
    expect(await jobs.read(id)).toMatchObject({ itemsProcessed: 8, errors: [] });
  });

  it('an undo killed after a batch resumes from its checkpoint, each value taken back once and whole', async () => {
    const { server, browser, database, jobs, run } = await stoppedServer();
    const objectId = await createObject(browser);
    await addField(browser, objectId, { name: 'Name', content_type: 'text' });
    await addField(browser, objectId, { name: 'Size', content_type: 'integer' });
    const started = await uploadValues(server, objectId, 'id,name,size\n,A,1\n,B,2\n,C,3\n', {
      browser,
    });
    const importId = oneJob.parse(started.json()).data.id;
    await expect(run(valueImportJob({ database }), importId)).resolves.toBe('completed');
    await jobs.finish(importId, 'completed');
    expect((await listValues(browser, objectId)).data).toHaveLength(3);

    const undo = await browser.request('POST', `${jobsUrl(objectId, 'import')}/${importId}/undo`);
    expect(undo.statusCode, undo.body).toBe(201);
    const { id } = oneJob.parse(undo.json()).data;
    // Three changes a batch: the first reads C's two and B's newest, and takes B back whole.
    const handler = valueUndoJob({ database }, { batchChanges: 3 });
    await expect(run(handler, id, 1)).rejects.toThrow('crash');
    expect(await jobs.read(id)).toMatchObject({ itemsProcessed: 3, total: 6 });
    expect((await listValues(browser, objectId)).data.map((value) => value.name)).toEqual(['A']);

    await expect(run(handler, id)).resolves.toBe('completed');
    expect((await listValues(browser, objectId)).data).toEqual([]);
    expect(await jobs.read(id)).toMatchObject({ itemsProcessed: 6, errors: [] });
    // Each value's removal recorded once: its two fields, three values.
    const history = createChangeHistory(database);
    expect(await history.count('ent', { jobId: id })).toBe(6);
  });

  it('an export killed mid-file resumes from its checkpoint and writes each row once', async () => {
    const { browser, database, jobs, run } = await stoppedServer();
    const objectId = await createObject(browser);
    await addField(browser, objectId, { name: 'Name', content_type: 'text' });
    for (let index = 0; index < 5; index++)
      await addValue(browser, objectId, { name: `V${index}` });
    const started = await browser.request('POST', jobsUrl(objectId, 'export'));
    const { id } = oneJob.parse(started.json()).data;
    const handler = valueExportJob({ database }, { batchSize: 2 });

    // The header and one batch are recorded; the second batch's rows, never committed, are
    // not in the file.
    await expect(run(handler, id, 2)).rejects.toThrow('crash');
    const output = await createJobFileStore(database).readText(id, 'output.csv');
    expect(output.split('\r\n').length - 1).toBe(3);
    await expect(run(handler, id)).resolves.toBe('completed');
    await jobs.finish(id, 'completed');

    const download = await browser.request('GET', `${jobsUrl(objectId, 'export')}/${id}/download`);
    const lines = download.body.split('\r\n').filter((line) => line !== '');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
      'V0',
      'V1',
      'V2',
      'V3',
      'V4',
    ]);
    expect(await jobs.read(id)).toMatchObject({ itemsProcessed: 5, total: 5 });
  });
});
