import { changeHistoryPageSchema } from '@metafields/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../templates/csvFile.js';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import { csvPart, importAndWait, importUrl, jobOf } from './testing/importTestSetup.js';
import { historyAnswer, platformOf, setUp, startAnswer, summary } from './testing/testSetup.js';

const historyPage = (body: string) => changeHistoryPageSchema.parse(JSON.parse(body));

describe('change history of metafield imports, and their undo (issue 28)', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  /** Two products with metafields in `namespace`, and a file that changes them. */
  async function seeded(namespace: string) {
    const platform = platformOf(emulator);
    const [first, second] = await platform.records('product', 2);
    if (!first || !second) throw new Error('the seed has too few records');
    await platform.addMetafields('product', [
      { resource_id: first.id, namespace, key: 'same', value: 'x', permission_set: 'write' },
      { resource_id: first.id, namespace, key: 'old', value: 'was', permission_set: 'write' },
      { resource_id: second.id, namespace, key: 'gone', value: 'bye', permission_set: 'read' },
      { resource_id: second.id, namespace, key: 'kept', value: 'k0', permission_set: 'write' },
    ]);
    const text = [
      'resource_id,namespace,key,value,permission_set,description,mode',
      `${first.id},${namespace},same,x,,,`,
      `${first.id},${namespace},old,now,,,`,
      `${second.id},${namespace},gone,,,,delete`,
      `${second.id},${namespace},fresh,=1+2,,,`,
      `${second.id},${namespace},kept,k1,,,`,
      '',
    ].join('\r\n');
    return { platform, first, second, text };
  }

  it('records each change an import made with its old and new value; a preview records none', async () => {
    const { server, browser } = await setUp(emulator);
    const namespace = 'history';
    const { first, second, text } = await seeded(namespace);

    const preview = await importAndWait(server, browser, text, { mode: 'preview' });
    expect(preview.job.status).toBe('completed');
    const { job } = await importAndWait(server, browser, text);
    expect(job).toMatchObject({ status: 'completed', errors: [] });

    const ofPreview = await browser.request(
      'GET',
      `/api/stores/demo/history?job_id=${preview.job.id}`,
    );
    expect(ofPreview.statusCode, ofPreview.body).toBe(200);
    expect(historyPage(ofPreview.body)).toEqual({ data: [], meta: { total: 0 } });

    const ofJob = historyPage(
      (await browser.request('GET', `/api/stores/demo/history?job_id=${job.id}`)).body,
    );
    expect(ofJob.meta.total).toBe(4);
    const byJob = { kind: 'job', id: job.id, name: 'metafields.csv' };
    const entry = (
      recordId: number,
      key: string,
      action: string,
      old: string | null,
      value: string | null,
    ) =>
      expect.objectContaining({
        actor: byJob,
        job_id: job.id,
        request_id: null,
        subject: 'metafield',
        record_type: 'product',
        record_id: recordId,
        namespace,
        key,
        action,
        old_value: old,
        new_value: value,
      });
    // Newest first: updates, then creates, then removals, as the batch sent them.
    expect(ofJob.data).toEqual([
      entry(second.id, 'gone', 'delete', 'bye', null),
      entry(second.id, 'fresh', 'create', null, '=1+2'),
      entry(second.id, 'kept', 'update', 'k0', 'k1'),
      entry(first.id, 'old', 'update', 'was', 'now'),
    ]);
    expect(new Set(ofJob.data.map((change) => change.id)).size).toBe(4);

    // A record's page shows its own changes only, a page at a time.
    const ofRecord = await browser.request(
      'GET',
      `/api/stores/demo/history?record_type=product&record_id=${second.id}&limit=2&page=2`,
    );
    expect(historyPage(ofRecord.body)).toEqual({
      data: [entry(second.id, 'kept', 'update', 'k0', 'k1')],
      meta: { total: 3 },
    });

    // The CSV export: the header, then the same changes, formulas escaped.
    const csv = await browser.request(
      'GET',
      `/api/stores/demo/history.csv?record_type=product&record_id=${second.id}`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = readCsv(csv.body.replace(/^\uFEFF/, '').trimEnd());
    expect(header).toEqual([
      'at',
      'actor_kind',
      'actor_id',
      'actor_name',
      'job_id',
      'request_id',
      'subject',
      'record_type',
      'record_id',
      'namespace',
      'key',
      'action',
      'old_value',
      'new_value',
    ]);
    // Every row is the job's change of the second product: its key, action, old and new value.
    const jobCells = ['job', String(job.id), 'metafields.csv', String(job.id), ''];
    const ofSecond = ['metafield', 'product', String(second.id), namespace];
    expect(rows.map((row) => row.slice(1))).toEqual([
      [...jobCells, ...ofSecond, 'gone', 'delete', 'bye', ''],
      [...jobCells, ...ofSecond, 'fresh', 'create', '', "'=1+2"],
      [...jobCells, ...ofSecond, 'kept', 'update', 'k0', 'k1'],
    ]);

    // Another store's history holds nothing of this one; a bad filter is the client's mistake.
    const other = await browser.request('GET', '/api/stores/other/history');
    expect(other.statusCode).toBe(404);
    const bad = await browser.request('GET', '/api/stores/demo/history?record_type=planet');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { record_type: [expect.any(String)] } });
  });

  it('undo puts back what the import changed, and leaves a value changed since as it is', async () => {
    const { server, browser } = await setUp(emulator);
    const namespace = 'undo';
    const { platform, second, text } = await seeded(namespace);
    const before = await platform.metafields('product', namespace);
    const { job } = await importAndWait(server, browser, text);
    expect(job.status).toBe('completed');

    // Someone changes one of the import's values afterwards.
    const kept = (await platform.metafields('product', namespace)).find(
      (row) => row.key === 'kept',
    );
    const edit = await platform.call('v3/catalog/products/metafields', {
      method: 'PUT',
      body: JSON.stringify([{ id: kept?.id, value: 'by hand' }]),
    });
    expect(edit.status).toBe(200);

    const started = await browser.request('POST', `${importUrl()}/${job.id}/undo`);
    expect(started.statusCode, started.body).toBe(201);
    const undo = startAnswer.parse(started.json()).data;
    expect(undo).toMatchObject({ type: 'undo', status: 'pending' });
    await server.runner.idle();
    const undone = await jobOf(browser, undo.id);
    // It has no file: the history offers no download.
    expect(undone).toMatchObject({
      status: 'completed',
      progress_percent: 100,
      download_url: null,
    });
    // Row 6 of the file set `kept`; it was changed since.
    expect(undone.errors).toEqual([
      'Row 6: The value was changed since this import; it was left as it is.',
    ]);

    const after = await platform.metafields('product', namespace);
    expect(summary(after)).toEqual(
      summary([
        ...before.filter((row) => row.key !== 'kept'),
        { ...before.find((row) => row.key === 'kept')!, value: 'by hand' },
      ]),
    );
    // The removed metafield is made again with its permission set.
    expect(after.find((row) => row.key === 'gone')).toMatchObject({
      value: 'bye',
      permission_set: 'read',
    });

    // The undo's own changes are in the history, as its job's.
    const ofUndo = historyPage(
      (await browser.request('GET', `/api/stores/demo/history?job_id=${undo.id}`)).body,
    );
    expect(
      ofUndo.data.map((change) => [
        change.actor.kind,
        change.actor.id,
        change.key,
        change.action,
        change.old_value,
        change.new_value,
      ]),
    ).toEqual([
      ['job', undo.id, 'fresh', 'delete', '=1+2', null],
      ['job', undo.id, 'gone', 'create', null, 'bye'],
      ['job', undo.id, 'old', 'update', 'now', 'was'],
    ]);
    expect(ofUndo.data.map((change) => change.record_id).slice(0, 2)).toEqual([
      second.id,
      second.id,
    ]);

    // Undone twice: the metafields are already as they were, and `kept` is still refused.
    const again = await browser.request('POST', `${importUrl()}/${job.id}/undo`);
    expect(again.statusCode, again.body).toBe(201);
    await server.runner.idle();
    const second2 = await jobOf(browser, startAnswer.parse(again.json()).data.id);
    expect(second2.errors).toEqual(undone.errors);
    expect(summary(await platform.metafields('product', namespace))).toEqual(summary(after));
  });

  it('refuses to undo a preview, an unknown import, one of another type, and one that changed nothing', async () => {
    const { server, browser } = await setUp(emulator);
    const { text } = await seeded('undo-refused');
    const preview = await importAndWait(server, browser, text, { mode: 'preview' });
    const refused = await browser.request('POST', `${importUrl()}/${preview.job.id}/undo`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'This import cannot be undone.' });
    expect((await browser.request('POST', `${importUrl()}/99999/undo`)).statusCode).toBe(404);
    const { job } = await importAndWait(server, browser, text);
    const otherType = await browser.request('POST', `${importUrl('category')}/${job.id}/undo`);
    expect(otherType.statusCode).toBe(404);
    // The same file again finds every value as it says: an import that changed nothing.
    const again = await importAndWait(server, browser, text);
    expect(again.job.status).toBe('completed');
    const nothing = await browser.request('POST', `${importUrl()}/${again.job.id}/undo`);
    expect(nothing.statusCode).toBe(409);
  });

  it('undoes a record tab’s import from the record’s address, as the list’s undo does', async () => {
    const { server, browser } = await setUp(emulator);
    const namespace = 'undo-tab';
    const { platform, first, second, text } = await seeded(namespace);
    const before = await platform.metafields('product', namespace);
    const jobs = `/api/stores/demo/products/${second.id}/metafields/import/jobs`;
    const started = await browser.upload(jobs, [csvPart(text)]);
    expect(started.statusCode, started.body).toBe(201);
    const { id } = startAnswer.parse(started.json()).data;
    await server.runner.idle();
    // Only the record's rows were applied; the first product's are the job's errors.
    expect(summary(await platform.metafields('product', namespace))).not.toEqual(summary(before));

    const kept = (await platform.metafields('product', namespace)).find(
      (row) => row.key === 'kept',
    );
    const edit = await platform.call('v3/catalog/products/metafields', {
      method: 'PUT',
      body: JSON.stringify([{ id: kept?.id, value: 'by hand' }]),
    });
    expect(edit.status).toBe(200);

    // Another record's address does not find the job; the list's neither.
    const otherRecord = `/api/stores/demo/products/${first.id}/metafields/import/jobs`;
    expect((await browser.request('POST', `${otherRecord}/${id}/undo`)).statusCode).toBe(404);
    expect((await browser.request('POST', `${importUrl()}/${id}/undo`)).statusCode).toBe(404);

    const answer = await browser.request('POST', `${jobs}/${id}/undo`);
    expect(answer.statusCode, answer.body).toBe(201);
    const undo = startAnswer.parse(answer.json()).data;
    expect(undo).toMatchObject({ type: 'undo', status: 'pending' });
    await server.runner.idle();

    const history = await browser.request('GET', jobs);
    const undone = historyAnswer.parse(history.json()).data.find((job) => job.id === undo.id);
    expect(undone).toMatchObject({ status: 'completed', download_url: null });
    expect(undone?.errors).toEqual([
      'Row 6: The value was changed since this import; it was left as it is.',
    ]);
    expect(summary(await platform.metafields('product', namespace))).toEqual(
      summary([
        ...before.filter((row) => row.key !== 'kept'),
        { ...before.find((row) => row.key === 'kept')!, value: 'by hand' },
      ]),
    );

    // A preview of the record tab is not undone.
    const preview = await browser.upload(jobs, [csvPart(text), { name: 'mode', value: 'preview' }]);
    await server.runner.idle();
    const previewId = startAnswer.parse(preview.json()).data.id;
    const refused = await browser.request('POST', `${jobs}/${previewId}/undo`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'This import cannot be undone.' });
  });

  it('records a record tab’s import as the person’s, by request', async () => {
    const { server, browser } = await setUp(emulator);
    const { first } = await seeded('record-tab');
    const text = [
      'resource_id,namespace,key,value,permission_set,description,mode',
      `${first.id},record-tab,old,by tab,,,`,
      '',
    ].join('\r\n');
    const answer = await browser.upload(`/api/stores/demo/products/${first.id}/metafields/import`, [
      csvPart(text),
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const history = historyPage(
      (
        await browser.request(
          'GET',
          `/api/stores/demo/history?record_type=product&record_id=${first.id}&limit=1`,
        )
      ).body,
    );
    expect(history.data).toEqual([
      expect.objectContaining({
        actor: { kind: 'user', id: server.user.id, name: 'Demo merchant' },
        job_id: null,
        request_id: expect.any(String),
        namespace: 'record-tab',
        key: 'old',
        action: 'update',
        old_value: 'was',
        new_value: 'by tab',
      }),
    ]);
  });
});
