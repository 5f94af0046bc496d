import { changeHistoryPageSchema } from '@metafields/core';
import { describe, expect, it } from 'vitest';
import type { Browser } from '../testing/testServer.js';
import { createObject, otherStoreObject, setUp } from './testing/testSetup.js';
import {
  finishedJob,
  importValues,
  jobsUrl,
  oneJob,
  uploadValues,
} from './testing/valueJobTestSetup.js';
import { addField, addValue, listValues, valuesUrl } from './testing/valueTestSetup.js';

/** A resource (Recipe) with a title and a servings count. */
async function recipe(browser: Browser, name = 'Recipe') {
  const objectId = await createObject(browser, name);
  await addField(browser, objectId, { name: 'Title', content_type: 'text' });
  await addField(browser, objectId, { name: 'Serves', content_type: 'integer' });
  return objectId;
}

const undoUrl = (objectId: number, importId: number) =>
  `${jobsUrl(objectId, 'import')}/${importId}/undo`;

/** The resource's values as `{ id: [title, serves] }`, servings as stored (a number). */
async function valuesOf(browser: Browser, objectId: number) {
  const { data } = await listValues(browser, objectId);
  return Object.fromEntries(data.map((value) => [value.id, [value.title, value.serves]]));
}

describe('undo of a custom resource value import (issue 28)', () => {
  it('puts back the values the import changed, removes those it created, and refuses rows changed since', async () => {
    const { server, browser } = await setUp();
    const objectId = await recipe(browser);
    const soup = await addValue(browser, objectId, { title: 'Soup', serves: 4 });
    const pie = await addValue(browser, objectId, { title: 'Pie', serves: 8 });
    const cake = await addValue(browser, objectId, { title: 'Cake', serves: 2 });
    const before = await valuesOf(browser, objectId);
    const file = [
      'id,title,serves',
      `${soup.id},Soup,5`,
      `${pie.id},Tart,8`,
      ',Stew,2',
      `${cake.id},Cake,3`,
      ',Bun,1',
      '',
    ].join('\r\n');
    const job = await importValues(server, browser, objectId, file);
    expect(job).toMatchObject({ status: 'completed', errors: [] });
    const imported = await valuesOf(browser, objectId);
    const bun = Object.entries(imported).find(([, [title]]) => title === 'Bun')?.[0];

    // Since the import: Pie renamed by hand, Cake removed, Bun's servings changed.
    const put = (id: number | string, body: object) =>
      browser.request('PUT', `${valuesUrl(objectId)}/${id}`, body);
    expect((await put(pie.id, { title: 'Pie again' })).statusCode).toBe(200);
    expect((await browser.request('DELETE', `${valuesUrl(objectId)}/${cake.id}`)).statusCode).toBe(
      204,
    );
    expect((await put(bun ?? 0, { serves: 9 })).statusCode).toBe(200);

    const started = await browser.request('POST', undoUrl(objectId, job.id));
    expect(started.statusCode, started.body).toBe(201);
    const undo = oneJob.parse(started.json()).data;
    expect(undo).toMatchObject({ type: 'undo', status: 'pending' });
    await server.runner.idle();
    const undone = await finishedJob(browser, objectId, 'import', undo.id);
    expect(undone).toMatchObject({
      status: 'completed',
      progress_percent: 100,
      download_url: null,
    });
    expect([...undone.errors].sort()).toEqual([
      'Row 3: The value was changed since this import; it was left as it is.',
      'Row 5: The value was changed since this import; it was left as it is.',
      'Row 6: The value was changed since this import; it was left as it is.',
    ]);
    // Soup's servings are a number again; Stew, which the import created, is gone.
    expect(await valuesOf(browser, objectId)).toEqual({
      [soup.id]: before[soup.id],
      [pie.id]: ['Pie again', 8],
      [bun ?? 0]: ['Bun', 9],
    });

    // The undo's own changes are in the history, as its job's.
    const history = changeHistoryPageSchema.parse(
      (await browser.request('GET', `/api/stores/ent/history?job_id=${undo.id}`)).json(),
    );
    expect(
      history.data
        .map((change) => [change.key, change.action, change.old_value, change.new_value])
        .sort(),
    ).toEqual([
      ['serves', 'delete', '2', null],
      ['serves', 'update', '5', '4'],
      ['title', 'delete', 'Stew', null],
    ]);
    expect(history.data.every((change) => change.actor.kind === 'job')).toBe(true);

    // Undone twice: the values are already as they were, and the same rows are refused.
    const again = await browser.request('POST', undoUrl(objectId, job.id));
    expect(again.statusCode, again.body).toBe(201);
    await server.runner.idle();
    const second = await finishedJob(
      browser,
      objectId,
      'import',
      oneJob.parse(again.json()).data.id,
    );
    expect([...second.errors].sort()).toEqual([...undone.errors].sort());
    expect(
      changeHistoryPageSchema.parse(
        (await browser.request('GET', `/api/stores/ent/history?job_id=${second.id}`)).json(),
      ).meta.total,
    ).toBe(0);
  });

  it('refuses a preview, an undo, a running import and one that changed nothing; another store’s or resource’s is not found', async () => {
    const { server, browser } = await setUp();
    const objectId = await recipe(browser);
    const soup = await addValue(browser, objectId, { title: 'Soup', serves: 4 });
    const file = `id,title,serves\r\n${soup.id},Soup,6\r\n`;
    const cannot = { message: 'This import cannot be undone.' };

    const first = await uploadValues(server, objectId, file, { browser });
    expect(first.statusCode).toBe(201);
    await server.runner.idle();
    const preview = await server.jobs.create({
      storeHash: 'ent',
      kind: 'value-import',
      subject: String(objectId),
      type: 'preview',
      params: { byApiToken: false, preview: true },
    });
    await server.jobs.finish(preview.id, 'completed');
    const refused = await browser.request('POST', undoUrl(objectId, preview.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(cannot);

    // The upload above changed Soup; the same file again changes nothing.
    const unchanged = await importValues(server, browser, objectId, file);
    expect(unchanged.status).toBe('completed');
    const nothing = await browser.request('POST', undoUrl(objectId, unchanged.id));
    expect(nothing.statusCode).toBe(409);

    // One still waiting (its file is never read: the worker is not woken).
    const waiting = await server.jobs.create({
      storeHash: 'ent',
      kind: 'value-import',
      subject: String(objectId),
      type: 'import',
      params: { byApiToken: false },
    });
    expect((await browser.request('POST', undoUrl(objectId, waiting.id))).statusCode).toBe(409);

    // An undo is not undone.
    const importId = oneJob.parse(first.json()).data.id;
    const undo = await browser.request('POST', undoUrl(objectId, importId));
    expect(undo.statusCode, undo.body).toBe(201);
    await server.runner.idle();
    const undoId = oneJob.parse(undo.json()).data.id;
    expect((await browser.request('POST', undoUrl(objectId, undoId))).statusCode).toBe(409);

    // Another resource of the store, another store, and an unknown id are not found.
    const other = await recipe(browser, 'Menu');
    expect((await browser.request('POST', undoUrl(other, importId))).statusCode).toBe(404);
    const foreign = await otherStoreObject(server);
    const foreignImport = await server.jobs.create({
      storeHash: 'other',
      kind: 'value-import',
      subject: String(foreign.objectId),
      type: 'import',
      params: { byApiToken: true },
    });
    await server.jobs.finish(foreignImport.id, 'completed');
    expect((await browser.request('POST', undoUrl(objectId, foreignImport.id))).statusCode).toBe(
      404,
    );
    expect((await browser.request('POST', undoUrl(objectId, 99999))).statusCode).toBe(404);
  });
});
