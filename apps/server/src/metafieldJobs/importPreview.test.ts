import { importPreviewPageSchema } from '@metafields/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import { csvPart, importAndWait, importUrl, jobOf } from './testing/importTestSetup.js';
import { platformOf, setUp, startAnswer, summary } from './testing/testSetup.js';

const previewPage = (body: string) => importPreviewPageSchema.parse(JSON.parse(body));

describe('metafield import preview (issue 28)', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('reports each row’s change and writes nothing; Apply imports the preview’s own file', async () => {
    const { server, browser } = await setUp(emulator);
    const platform = platformOf(emulator);
    const namespace = 'preview';
    const [first, second] = await platform.records('product', 2);
    if (!first || !second) throw new Error('the seed has too few records');
    await platform.addMetafields('product', [
      { resource_id: first.id, namespace, key: 'same', value: 'x', permission_set: 'write' },
      { resource_id: first.id, namespace, key: 'old', value: 'was', permission_set: 'write' },
      { resource_id: second.id, namespace, key: 'gone', value: 'bye', permission_set: 'write' },
    ]);
    const before = await platform.metafields('product', namespace);
    const text = [
      'resource_id,namespace,key,value,permission_set,description,mode',
      `${first.id},${namespace},same,x,,,`,
      `${first.id},${namespace},old,now,,,`,
      `${second.id},${namespace},gone,,,,delete`,
      `${second.id},${namespace},fresh,new,,,`,
      `${first.id},${namespace},${'k'.repeat(65)},v,,,`,
      '',
    ].join('\r\n');

    const { started, job } = await importAndWait(server, browser, text, { mode: 'preview' });
    expect(started.data).toMatchObject({ type: 'preview', total: 4 });
    expect(job).toMatchObject({ status: 'completed', items_processed_count: 4 });
    // A preview writes nothing.
    expect(summary(await platform.metafields('product', namespace))).toEqual(summary(before));

    const all = await browser.request('GET', `${importUrl()}/${job.id}/preview`);
    expect(all.statusCode, all.body).toBe(200);
    const page = previewPage(all.body);
    expect(page.meta).toEqual({
      total: 5,
      counts: { create: 1, update: 1, unchanged: 1, delete: 1, refused: 1 },
    });
    const change = (
      key: string | null,
      outcome: string,
      old: string | null,
      value: string | null,
    ) => expect.objectContaining({ key, outcome, old_value: old, new_value: value });
    expect(page.data).toEqual([
      change('same', 'unchanged', null, 'x'),
      change('old', 'update', 'was', 'now'),
      change('gone', 'delete', 'bye', null),
      change('fresh', 'create', null, 'new'),
      expect.objectContaining({
        row: 6,
        outcome: 'refused',
        reason: 'Row 6, column key: key must be at most 64 characters.',
      }),
    ]);
    expect(page.data.map((row) => row.row)).toEqual([2, 3, 4, 5, 6]);

    const updates = await browser.request(
      'GET',
      `${importUrl()}/${job.id}/preview?outcome=update&limit=1&page=1`,
    );
    expect(previewPage(updates.body)).toMatchObject({
      data: [{ row: 3, outcome: 'update' }],
      meta: { total: 1 },
    });
    const pastTheEnd = await browser.request('GET', `${importUrl()}/${job.id}/preview?page=2`);
    expect(previewPage(pastTheEnd.body).data).toEqual([]);
    const badQuery = await browser.request('GET', `${importUrl()}/${job.id}/preview?outcome=all`);
    expect(badQuery.statusCode).toBe(422);

    const applied = await browser.request('POST', `${importUrl()}/${job.id}/apply`);
    expect(applied.statusCode, applied.body).toBe(201);
    const importJob = startAnswer.parse(applied.json()).data;
    expect(importJob).toMatchObject({ type: 'custom', total: 4 });
    expect(importJob.errors).toEqual(['Row 6, column key: key must be at most 64 characters.']);
    await server.runner.idle();
    expect(await jobOf(browser, importJob.id)).toMatchObject({ status: 'completed' });
    const after = await platform.metafields('product', namespace);
    expect(after.map(({ key, value }) => `${key}=${value}`).sort()).toEqual([
      'fresh=new',
      'old=now',
      'same=x',
    ]);

    // Only previews have changes to list or apply.
    const notPreview = await browser.request('GET', `${importUrl()}/${importJob.id}/preview`);
    expect(notPreview.statusCode).toBe(404);
    const applyImport = await browser.request('POST', `${importUrl()}/${importJob.id}/apply`);
    expect(applyImport.statusCode).toBe(404);
    const otherType = await browser.request('GET', `${importUrl('category')}/${job.id}/preview`);
    expect(otherType.statusCode).toBe(404);
  });

  it('applies only a finished preview', async () => {
    const { server, browser } = await setUp(emulator);
    // A preview whose upload is missing never completes: it waits, runs or fails.
    const unfinished = await server.jobs.create({
      storeHash: 'demo',
      kind: 'metafield-import',
      subject: 'product',
      type: 'preview',
      params: { importType: 'custom', templates: [], preview: true },
      fileName: 'preview.csv',
    });
    const answer = await browser.request('POST', `${importUrl()}/${unfinished.id}/apply`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: 'Only a finished preview can be applied.' });
  });

  it('previews a record tab’s import, its other records’ rows refused, and applies it', async () => {
    const { server, browser } = await setUp(emulator);
    const platform = platformOf(emulator);
    const [record, other] = await platform.records('product', 2);
    if (!record || !other) throw new Error('the seed has too few records');
    const jobs = `/api/stores/demo/products/${record.id}/metafields/import/jobs`;
    const text = [
      'resource_id,namespace,key,value',
      `${record.id},tab_preview,mine,new`,
      `${other.id},tab_preview,theirs,new`,
      '',
    ].join('\r\n');
    const started = await browser.upload(jobs, [csvPart(text), { name: 'mode', value: 'preview' }]);
    expect(started.statusCode, started.body).toBe(201);
    const { id } = startAnswer.parse(started.json()).data;
    await server.runner.idle();

    const page = previewPage((await browser.request('GET', `${jobs}/${id}/preview`)).body);
    expect(page.meta.counts).toMatchObject({ create: 1, refused: 1 });
    expect(page.data.map(({ row, outcome }) => `${row} ${outcome}`)).toEqual([
      '2 create',
      '3 refused',
    ]);
    expect(await platform.metafields('product', 'tab_preview')).toEqual([]);

    const applied = await browser.request('POST', `${jobs}/${id}/apply`);
    expect(applied.statusCode, applied.body).toBe(201);
    await server.runner.idle();
    const written = await platform.metafields('product', 'tab_preview');
    expect(written.map(({ resource_id, key }) => `${resource_id} ${key}`)).toEqual([
      `${record.id} mine`,
    ]);
    // The record's address names only its own previews.
    const otherRecord = `/api/stores/demo/products/${other.id}/metafields/import/jobs`;
    expect((await browser.request('GET', `${otherRecord}/${id}/preview`)).statusCode).toBe(404);
  });
});
