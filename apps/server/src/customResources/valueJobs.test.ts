import { describe, expect, it } from 'vitest';
import { readCsv } from '../templates/csvFile.js';
import type { Browser } from '../testing/testServer.js';
import { bearer, createObject, otherStoreObject, setUp } from './testing/testSetup.js';
import {
  exportValues,
  finishedJob,
  historyOf,
  importValues,
  jobsUrl,
  oneJob,
  uploadValues,
} from './testing/valueJobTestSetup.js';
import { addField, addValue, listValues, valuesUrl } from './testing/valueTestSetup.js';

const file = { id: 7, url: 'https://cdn.example/a.png', name: 'a.png', extension: 'png' };

/** A Chef resource with one value, and a Recipe resource with a field of every kind. */
async function recipes(browser: Browser) {
  const chefs = await createObject(browser, 'Chef');
  await addField(browser, chefs, { name: 'Name', content_type: 'text' });
  const chef = await addValue(browser, chefs, { name: 'Ana' });
  const objectId = await createObject(browser, 'Recipe');
  for (const field of [
    { name: 'Name', content_type: 'text' },
    { name: 'Notes', content_type: 'text', options: { max: 1000 } },
    { name: 'Servings', content_type: 'integer' },
    { name: 'Price', content_type: 'decimal' },
    { name: 'Vegan', content_type: 'boolean' },
    {
      name: 'Course',
      content_type: 'select',
      options: { select_options: [{ value: 'Main' }, { value: 'Dessert' }] },
    },
    { name: 'Chef', content_type: 'chef' },
    { name: 'Photos', content_type: 'file', options: { entity_list_type: 'list' } },
    { name: 'Meta', content_type: 'json' },
  ]) {
    await addField(browser, objectId, field);
  }
  return { objectId, chefs, chef };
}

const header = 'id,name,notes,servings,price,vegan,course,chef,photos,meta';

async function valuesOf(browser: Browser, objectId: number) {
  return (await listValues(browser, objectId, '?per_page=250')).data;
}

describe('custom resource value export', () => {
  it('writes every value, one column per field, in core’s layout', async () => {
    const { server, browser } = await setUp();
    const { objectId, chef } = await recipes(browser);
    const full = await addValue(browser, objectId, {
      name: 'Soup, hot',
      notes: '=1+2\nsecond line "quoted"',
      servings: -3,
      price: 4.5,
      vegan: 'true',
      course: [{ id: 1, value: 'Main' }],
      chef: [{ id: chef.id }],
      photos: [file],
      meta: '{"a": [1, 2]}',
    });
    const sparse = await addValue(browser, objectId, { name: '@home', course: 'Dessert' });

    const { job, file: text, response } = await exportValues(server, browser, objectId);
    expect(job).toMatchObject({ type: 'export', progress_percent: 100, items_processed_count: 2 });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="recipe-values-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(text.startsWith(`\uFEFF${header}\r\n`)).toBe(true);
    expect(readCsv(text.slice(1)).filter((row) => row.join('') !== '')).toEqual([
      header.split(','),
      [
        String(full.id),
        'Soup, hot',
        '\'=1+2\nsecond line "quoted"',
        "'-3",
        '4.5',
        'true',
        '[{"id":1,"value":"Main"}]',
        `[{"id":${chef.id}}]`,
        JSON.stringify([file]),
        '{"a": [1, 2]}',
      ],
      [String(sparse.id), "'@home", '', '', '', '', 'Dessert', '', '', ''],
    ]);
  });

  it('exports in batches with a header only when there are no values', async () => {
    const { server, browser } = await setUp();
    const objectId = await createObject(browser);
    await addField(browser, objectId, { name: 'Name', content_type: 'text' });
    const { job, file: text } = await exportValues(server, browser, objectId);
    expect(text).toBe('\uFEFFid,name\r\n');
    expect(job).toMatchObject({ status: 'completed', items_processed_count: 0, errors: [] });
  });
});

describe('custom resource value import', () => {
  it('creates rows without id, updates rows with one, and reports bad rows', async () => {
    const { server, browser } = await setUp();
    const { objectId, chef } = await recipes(browser);
    const kept = await addValue(browser, objectId, { name: 'Kept', servings: 2, vegan: 'false' });
    const csv = [
      header,
      `,New one,"line 1\nline 2",4,1.25,TRUE,Main,"[{""id"":${chef.id}}]",,`,
      `${kept.id},Renamed,,,,,,,,`,
      ',Bad number,,many,,,,,,',
      ',Bad select,,,,,Starter,,,',
      `,Bad chef,,,,,,"[{""id"":999999}]",,`,
      '999999,Not ours,,,,,,,,',
    ].join('\r\n');
    const started = await uploadValues(server, objectId, csv, { browser });
    expect(started.statusCode, started.body).toBe(201);
    expect(oneJob.parse(started.json())).toMatchObject({
      data: { type: 'import', status: 'pending' },
      // The plural name defaults to the name.
      error: 'Some Recipe were not updated',
    });
    await server.runner.idle();
    const job = await finishedJob(
      browser,
      objectId,
      'import',
      oneJob.parse(started.json()).data.id,
    );
    expect(job).toMatchObject({ status: 'completed', items_processed_count: 6, total: 6 });
    expect(job.errors).toEqual([
      'Row 4, column servings: servings must be a whole number.',
      'Row 5, column course: Choose one of the options offered.',
      'Row 6, column chef: The chosen Chef no longer exists.',
      'Row 7, column id: Resource value not found.',
    ]);

    const values = await valuesOf(browser, objectId);
    expect(values).toHaveLength(2);
    expect(values.find((value) => value.id === kept.id)).toMatchObject({
      name: 'Renamed',
      servings: 2,
      vegan: 'false',
    });
    expect(values.find((value) => value.id !== kept.id)).toMatchObject({
      name: 'New one',
      notes: 'line 1\nline 2',
      servings: 4,
      price: 1.25,
      vegan: 'true',
      course: 'Main',
      chef: [{ id: chef.id }],
    });
  });

  it('refuses an id of another resource or another store as the row’s error', async () => {
    const { server, browser } = await setUp();
    const objectId = await createObject(browser);
    await addField(browser, objectId, { name: 'Name', content_type: 'text' });
    const elsewhere = await createObject(browser, 'Elsewhere');
    await addField(browser, elsewhere, { name: 'Name', content_type: 'text' });
    const mine = await addValue(browser, elsewhere, { name: 'Mine' });
    const theirs = await otherStoreObject(server);
    const theirValue = await bearer(
      server,
      'POST',
      valuesUrl(theirs.objectId, 'other'),
      theirs.token,
      { code: 'X' },
    );
    const theirId = (theirValue.json() as { data: { id: number } }).data.id;

    const job = await importValues(
      server,
      browser,
      objectId,
      `id,name\n${mine.id},A\n${theirId},B\n`,
    );
    expect(job.errors).toEqual([
      'Row 2, column id: Resource value not found.',
      'Row 3, column id: Resource value not found.',
    ]);
    expect(await valuesOf(browser, objectId)).toEqual([]);
    expect((await valuesOf(browser, elsewhere))[0]).toMatchObject({ name: 'Mine' });
  });

  it('keeps read-only fields for a signed-in person; an API token may write them', async () => {
    const { server, browser } = await setUp();
    const objectId = await createObject(browser);
    await addField(browser, objectId, { name: 'Name', content_type: 'text' });
    await addField(browser, objectId, {
      name: 'Code',
      content_type: 'text',
      permission_set: 'read',
    });
    const value = await addValue(browser, objectId, { name: 'A' });
    const csv = `id,name,code\n${value.id},B,X1\n,C,X2\n,D,\n`;
    const job = await importValues(server, browser, objectId, csv);
    expect(job.errors).toEqual([
      'Row 2, column code: This field is read-only.',
      'Row 3, column code: This field is read-only.',
    ]);
    expect((await valuesOf(browser, objectId)).map((v) => [v.name, v.code])).toEqual([
      ['A', null],
      ['D', null],
    ]);

    const { token } = await server.apiTokens.create('ent', 'ci');
    const byToken = await uploadValues(server, objectId, csv, { token });
    expect(byToken.statusCode, byToken.body).toBe(201);
    await server.runner.idle();
    expect((await valuesOf(browser, objectId)).map((v) => [v.name, v.code])).toEqual([
      ['B', 'X1'],
      ['D', null],
      ['C', 'X2'],
      ['D', null],
    ]);
  });

  it('refuses a wrong header with 422 and starts nothing', async () => {
    const { server, browser } = await setUp();
    const objectId = await createObject(browser);
    await addField(browser, objectId, { name: 'Name', content_type: 'text' });
    const cases = [
      ['id,name,colour\n,A,red\n', 'The file was not imported. The column colour is not known.'],
      ['name,id\nA,\n', 'The file was not imported. The first column must be id.'],
      [
        'id,name,name\n,A,B\n',
        'The file was not imported. The column name appears more than once.',
      ],
      ['', 'The file was not imported. The file has no header row.'],
    ] as const;
    for (const [csv, message] of cases) {
      const response = await uploadValues(server, objectId, csv, { browser });
      expect(response.statusCode, csv).toBe(422);
      expect(response.json()).toEqual({
        error: 'invalid_input',
        message,
        errors: { files: [message] },
      });
    }
    const notCsv = await uploadValues(server, objectId, 'id\n', { browser }, { filename: 'a.txt' });
    expect(notCsv.statusCode).toBe(422);
    expect((await historyOf(browser, objectId, 'import')).data).toEqual([]);
    expect(await valuesOf(browser, objectId)).toEqual([]);
  });

  it('export then import of the same file changes nothing', async () => {
    const { server, browser } = await setUp();
    const { objectId, chef } = await recipes(browser);
    await addValue(browser, objectId, {
      name: '+plus',
      notes: '-minus\r\nnew line, comma; 日本語 <b>html</b>',
      servings: 0,
      price: -0.5,
      vegan: 'false',
      course: [{ id: 2, value: 'Dessert' }],
      chef: [{ id: chef.id }],
      photos: [file, { ...file, id: 'x8', label: 'Second' }],
      meta: '{ "spaced": true }',
    });
    await addValue(browser, objectId, { name: '=SUM(A1)', course: 'Main', meta: [1, 2] });
    const before = await valuesOf(browser, objectId);
    const { file: text } = await exportValues(server, browser, objectId);
    const job = await importValues(server, browser, objectId, text);
    expect(job).toMatchObject({ status: 'completed', errors: [], items_processed_count: 2 });
    expect(await valuesOf(browser, objectId)).toEqual(before);
  });
});

describe('value jobs: history, download, cancel, gating', () => {
  async function resource(browser: Browser, name = 'Recipe') {
    const objectId = await createObject(browser, name);
    await addField(browser, objectId, { name: 'Name', content_type: 'text' });
    await addValue(browser, objectId, { name: 'A' });
    return objectId;
  }

  it('lists jobs most recent first and downloads the uploaded file', async () => {
    const { server, browser } = await setUp();
    const objectId = await resource(browser);
    const first = await importValues(server, browser, objectId, 'id,name\n,B\n');
    const second = await importValues(server, browser, objectId, 'id,name\n,C\n');
    const history = await historyOf(browser, objectId, 'import');
    expect(history.data.map((job) => job.id)).toEqual([second.id, first.id]);
    expect(history.meta.total).toBe(2);
    expect(second.download_url).toBe(`${jobsUrl(objectId, 'import')}/${second.id}/download`);
    const download = await browser.request('GET', second.download_url ?? '');
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('id,name\n,C\n');
    expect(download.headers['content-disposition']).toBe('attachment; filename="values.csv"');
    // A job of the other family, or of another resource, is not found.
    const other = await resource(browser, 'Other');
    expect(
      (await browser.request('GET', `${jobsUrl(other, 'import')}/${second.id}/download`))
        .statusCode,
    ).toBe(404);
    expect(
      (await browser.request('GET', `${jobsUrl(objectId, 'export')}/${second.id}/download`))
        .statusCode,
    ).toBe(404);
  });

  it('asks a running job of either family to stop; an unknown id is not found', async () => {
    const { server, browser } = await setUp();
    const objectId = await resource(browser);
    // The worker stopped, the job stays pending until cancelled.
    await server.runner.stop();
    const started = await browser.request('POST', jobsUrl(objectId, 'export'));
    expect(started.statusCode).toBe(201);
    const { id } = oneJob.parse(started.json()).data;
    const cancel = await browser.request('DELETE', `${jobsUrl(objectId, 'export')}/${id}`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(oneJob.parse(cancel.json()).data.status).toBe('pending');
    const upload = await uploadValues(server, objectId, 'id,name\n,B\n', { browser });
    const importId = oneJob.parse(upload.json()).data.id;
    expect(
      (await browser.request('DELETE', `${jobsUrl(objectId, 'import')}/${importId}`)).statusCode,
    ).toBe(200);
    expect(
      (await browser.request('DELETE', `${jobsUrl(objectId, 'import')}/999999`)).statusCode,
    ).toBe(404);
  });

  it('answers 409 when cancelling a job already over', async () => {
    const { server, browser } = await setUp();
    const objectId = await resource(browser);
    const { job } = await exportValues(server, browser, objectId);
    const cancel = await browser.request('DELETE', `${jobsUrl(objectId, 'export')}/${job.id}`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ message: 'Unable to cancel export at this time' });
  });

  it('needs the plan; an uninstalled store reads its history but starts nothing', async () => {
    const { server, browser } = await setUp();
    const objectId = await resource(browser);
    await exportValues(server, browser, objectId);
    const starter = await browser.request('POST', jobsUrl(objectId, 'export', 'starter'));
    expect(starter.statusCode).toBe(403);
    expect((await browser.request('GET', jobsUrl(objectId, 'import', 'starter'))).statusCode).toBe(
      403,
    );

    await server.stores.uninstall('ent');
    expect((await historyOf(browser, objectId, 'export')).data).toHaveLength(1);
    const refused = await browser.request('POST', jobsUrl(objectId, 'export'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'store_inactive' });
    expect((await uploadValues(server, objectId, 'id,name\n', { browser })).statusCode).toBe(403);
  });

  it('answers 404 for another store’s resource, even through its address', async () => {
    const { server, browser } = await setUp();
    const theirs = await otherStoreObject(server);
    for (const word of ['export', 'import'] as const) {
      expect((await browser.request('GET', jobsUrl(theirs.objectId, word))).statusCode).toBe(404);
      expect(
        (await browser.request('GET', jobsUrl(theirs.objectId, word, 'other'))).statusCode,
      ).toBe(404);
    }
    expect((await browser.request('POST', jobsUrl(theirs.objectId, 'export'))).statusCode).toBe(
      404,
    );
    const upload = await uploadValues(server, theirs.objectId, 'id,code\n,A\n', { browser });
    expect(upload.statusCode).toBe(404);
    const response = await bearer(
      server,
      'GET',
      jobsUrl(theirs.objectId, 'export', 'other'),
      theirs.token,
    );
    expect(response.json()).toEqual({ data: [], meta: { total: 0 } });
  });

  it('refuses a body on export start', async () => {
    const { browser } = await setUp();
    const objectId = await resource(browser);
    const response = await browser.request('POST', jobsUrl(objectId, 'export'), { all: true });
    expect(response.statusCode).toBe(422);
  });
});
