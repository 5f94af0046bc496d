import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createObject, setUp } from './testing/testSetup.js';
import { exportValues, finishedJob, oneJob, uploadValues } from './testing/valueJobTestSetup.js';
import { addField, addValue, listValues } from './testing/valueTestSetup.js';

describe('custom resource values as an Excel workbook', () => {
  it('downloads typed cells for the fields, and imports the edited workbook back', async () => {
    const { server, browser } = await setUp();
    const objectId = await createObject(browser, 'Recipe');
    for (const field of [
      { name: 'Name', content_type: 'text' },
      { name: 'Servings', content_type: 'integer' },
      { name: 'Vegan', content_type: 'boolean' },
      { name: 'Code', content_type: 'text' },
    ]) {
      await addField(browser, objectId, field);
    }
    const soup = await addValue(browser, objectId, {
      name: 'Soup & bread',
      servings: 4,
      vegan: 'true',
      code: '007',
    });

    const { job } = await exportValues(server, browser, objectId);
    const download = await browser.request('GET', `${job.download_url}?format=xlsx`);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="recipe-values-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([download.rawPayload]));
    const sheet = workbook.worksheets[0];
    const row = sheet?.getRow(2);
    expect(row?.getCell(1).value).toBe(soup.id);
    expect(row?.getCell(3).value).toBe(4);
    expect(row?.getCell(4).value).toBe(true);
    expect(row?.getCell(5).text).toBe('007');

    if (row) row.getCell(2).value = 'Soup & more bread';
    const edited = Buffer.from(await workbook.xlsx.writeBuffer());
    const started = await uploadValues(
      server,
      objectId,
      edited,
      { browser },
      { filename: 'v.xlsx' },
    );
    expect(started.statusCode, started.body).toBe(201);
    await server.runner.idle();
    const imported = await finishedJob(
      browser,
      objectId,
      'import',
      oneJob.parse(started.json()).data.id,
    );
    expect(imported).toMatchObject({ status: 'completed', errors: [] });
    const [value] = (await listValues(browser, objectId)).data;
    expect(value).toMatchObject({
      id: soup.id,
      name: 'Soup & more bread',
      servings: 4,
      vegan: 'true',
      code: '007',
    });
  });
});
