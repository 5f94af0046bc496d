import { importPreviewPageSchema } from '@metafields/core';
import { describe, expect, it } from 'vitest';
import { csvPart } from '../metafieldJobs/testing/importTestSetup.js';
import { createObject, setUp } from './testing/testSetup.js';
import { finishedJob, jobsUrl, oneJob } from './testing/valueJobTestSetup.js';
import { addField, addValue, listValues } from './testing/valueTestSetup.js';

describe('custom resource value import preview (issue 28)', () => {
  it('reports each row’s change and writes nothing; Apply imports the preview’s own file', async () => {
    const { server, browser } = await setUp();
    const objectId = await createObject(browser, 'Recipe');
    await addField(browser, objectId, { name: 'Name', content_type: 'text' });
    await addField(browser, objectId, { name: 'Servings', content_type: 'integer' });
    const soup = await addValue(browser, objectId, { name: 'Soup', servings: 2 });
    const stew = await addValue(browser, objectId, { name: 'Stew', servings: 4 });
    const text = [
      'id,name,servings',
      `${soup.id},Soup,2`,
      `${stew.id},Stew,6`,
      ',Salad,1',
      ',Pie,many',
      '',
    ].join('\r\n');

    const started = await browser.upload(jobsUrl(objectId, 'import'), [
      csvPart(text, 'recipes.csv'),
      { name: 'mode', value: 'preview' },
    ]);
    expect(started.statusCode, started.body).toBe(201);
    const preview = oneJob.parse(started.json()).data;
    expect(preview.type).toBe('preview');
    await server.runner.idle();
    expect((await finishedJob(browser, objectId, 'import', preview.id)).status).toBe('completed');
    const before = (await listValues(browser, objectId, '?per_page=250')).data;
    expect(before.map((value) => value['name'])).toEqual(['Soup', 'Stew']);

    const url = `${jobsUrl(objectId, 'import')}/${preview.id}`;
    const page = importPreviewPageSchema.parse(
      (await browser.request('GET', `${url}/preview`)).json(),
    );
    expect(page.meta.counts).toEqual({ create: 2, update: 1, unchanged: 1, delete: 0, refused: 1 });
    expect(page.data).toEqual([
      expect.objectContaining({ row: 2, outcome: 'unchanged', record_id: soup.id }),
      expect.objectContaining({
        row: 3,
        outcome: 'update',
        record_id: stew.id,
        key: 'servings',
        old_value: '4',
        new_value: '6',
      }),
      expect.objectContaining({ row: 4, outcome: 'create', key: 'name', new_value: 'Salad' }),
      expect.objectContaining({ row: 4, outcome: 'create', key: 'servings', new_value: '1' }),
      expect.objectContaining({
        row: 5,
        outcome: 'refused',
        reason: expect.stringMatching(/^Row 5, column servings: /),
      }),
    ]);

    const applied = await browser.request('POST', `${url}/apply`);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(oneJob.parse(applied.json()).data.type).toBe('import');
    await server.runner.idle();
    const after = (await listValues(browser, objectId, '?per_page=250')).data;
    expect(after.map((value) => `${value['name']} ${value['servings']}`).sort()).toEqual([
      'Salad 1',
      'Soup 2',
      'Stew 6',
    ]);
    const importJob = oneJob.parse(applied.json()).data.id;
    const notPreview = await browser.request(
      'GET',
      `${jobsUrl(objectId, 'import')}/${importJob}/preview`,
    );
    expect(notPreview.statusCode).toBe(404);
  });
});
