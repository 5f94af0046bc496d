import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import { csvPart, importUrl, jobOf, upload } from './testing/importTestSetup.js';
import { runExport, trickyValues } from './testing/exportTestSetup.js';
import { platformOf, setUp, startAnswer } from './testing/testSetup.js';

/** Every row of a workbook's first sheet, as exceljs reads it: values with their types. */
async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const cells: unknown[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => {
      expect(cell.type, cell.address).not.toBe(ExcelJS.ValueType.Formula);
      const { value } = cell;
      // Strings are written as inline text of one plain run (ADR 0031).
      cells.push(
        value !== null && typeof value === 'object' && 'richText' in value
          ? value.richText.map((run) => run.text).join('')
          : value,
      );
    });
    rows.push(cells);
  });
  return rows;
}

describe('the .xlsx download of a metafield export', () => {
  let emulator: Emulator;
  let products: number[];
  const long = 'A long description, with "quotes" and\nnew lines. '.repeat(600);

  beforeAll(async () => {
    emulator = await startEmulator();
    const platform = platformOf(emulator);
    products = (await platform.records('product', 2)).map((row) => row.id);
    await platform.addMetafields(
      'product',
      products.flatMap((resource_id) =>
        [...trickyValues, '00123', long].map((value, index) => ({
          resource_id,
          namespace: 'sheet',
          key: `k${String(index).padStart(2, '0')}`,
          value,
          permission_set: 'write',
        })),
      ),
    );
  });
  afterAll(() => emulator.close());

  it('streams a workbook of the export: ids as numbers, values as plain strings, no formula', async () => {
    const { server, browser } = await setUp(emulator);
    const exported = await runExport(server, browser, 'product', { exportType: 'custom' });
    const response = await browser.request('GET', `${exported.download_url}?format=xlsx`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="products-metafields-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]).toEqual([
      'resource_id',
      'namespace',
      'key',
      'value',
      'permission_set',
      'description',
    ]);
    const ours = rows.filter((row) => row[1] === 'sheet');
    expect(ours).toHaveLength(products.length * (trickyValues.length + 2));
    expect(ours.map((row) => row[0])).toEqual(
      products.flatMap((id) => Array<number>(trickyValues.length + 2).fill(id)),
    );
    expect(ours.slice(0, trickyValues.length + 2).map((row) => row[3])).toEqual([
      ...trickyValues,
      '00123',
      long,
    ]);

    // The same workbook imported back changes nothing.
    const before = await platformOf(emulator).metafields('product');
    const imported = await upload(browser, [
      csvPart(response.rawPayload, 'metafields.xlsx'),
      { name: 'importType', value: 'custom' },
    ]);
    expect(imported.statusCode, imported.body).toBe(201);
    await server.runner.idle();
    const job = await jobOf(browser, startAnswer.parse(imported.json()).data.id);
    // The demo store holds a few metafields twice (one key, two permission sets); the import
    // reports those repeats, as it does for the CSV file, and writes nothing for them.
    expect(job.status).toBe('completed');
    expect(await platformOf(emulator).metafields('product')).toEqual(before);
    expect((await browser.request('GET', importUrl())).statusCode).toBe(200);
  });

  it('answers 422 for an unknown format and for a cell longer than a workbook cell', async () => {
    const { server, browser } = await setUp(emulator);
    const [product] = products;
    await platformOf(emulator).addMetafields('product', [
      {
        resource_id: product ?? 0,
        namespace: 'huge',
        key: 'k',
        value: 'x'.repeat(40_000),
        permission_set: 'write',
      },
    ]);
    const exported = await runExport(server, browser, 'product', { exportType: 'custom' });
    const unknown = await browser.request('GET', `${exported.download_url}?format=ods`);
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json<{ errors: object }>().errors)).toEqual(['format']);
    const tooLong = await browser.request('GET', `${exported.download_url}?format=xlsx`);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json<{ message: string }>().message).toMatch(
      /^Row \d+ has a cell longer than the 32,767 characters an Excel cell may hold\. Download the CSV file instead/,
    );
  });

  it('types the cells of boolean, date and integer templates in a shared export', async () => {
    const { server, browser } = await setUp(emulator);
    const [product] = products;
    const kinds = { flag: 'boolean', launch: 'date', stock: 'integer', code: 'text' };
    for (const [key, content_type] of Object.entries(kinds)) {
      const created = await browser.request('POST', '/api/stores/demo/templates/product', {
        name: key,
        namespace: 'typed',
        meta_key: key,
        content_type,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const values = { flag: 'true', launch: '2026-11-30', stock: '42', code: '00123' };
    await platformOf(emulator).addMetafields(
      'product',
      Object.entries(values).map(([key, value]) => ({
        resource_id: product ?? 0,
        namespace: 'typed',
        key,
        value,
        permission_set: 'write',
      })),
    );
    const exported = await runExport(server, browser, 'product', { exportType: 'shared' });
    const response = await browser.request('GET', `${exported.download_url}?format=xlsx`);
    expect(response.statusCode, response.body).toBe(200);
    const [header = [], ...rows] = await sheetRows(response.rawPayload);
    const row = rows.find((cells) => cells[0] === product) ?? [];
    const cell = (key: string) => row[header.indexOf(`typed.${key}`)];
    expect(cell('flag')).toBe(true);
    expect(cell('launch')).toEqual(new Date(Date.UTC(2026, 10, 30)));
    expect(cell('stock')).toBe(42);
    expect(cell('code')).toBe('00123');

    // Imported back, each typed cell is the text it was.
    const before = await platformOf(emulator).metafields('product', 'typed');
    const imported = await upload(browser, [
      csvPart(response.rawPayload, 'typed.xlsx'),
      { name: 'importType', value: 'shared' },
    ]);
    expect(imported.statusCode, imported.body).toBe(201);
    await server.runner.idle();
    const job = await jobOf(browser, startAnswer.parse(imported.json()).data.id);
    expect(job.status).toBe('completed');
    expect(await platformOf(emulator).metafields('product', 'typed')).toEqual(before);
    expect(Object.fromEntries(before.map((entry) => [entry.key, entry.value]))).toEqual(values);
  });
});
