import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customHeaderRow,
  excelWorkbook,
  handmadeWorkbook,
  inlineCell,
} from '../jobs/xlsx/testing/workbooks.js';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import { csvPart, importUrl, jobOf, upload } from './testing/importTestSetup.js';
import { historyAnswer, platformOf, setUp, startAnswer } from './testing/testSetup.js';

/** The rows of a handmade sheet below the custom layout's header. */
const sheetWith = (rows: string) => handmadeWorkbook(customHeaderRow + rows);

describe('metafield import of an Excel workbook', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('refuses a bad workbook with 422 on the file field: no job, nothing written', async () => {
    const { browser } = await setUp(emulator);
    const [product] = await platformOf(emulator).records('product', 1);
    const goodRow = (row: number) =>
      `<row r="${row}"><c r="A${row}"><v>${product?.id}</v></c>` +
      `${inlineCell(`B${row}`, 'bad-books')}${inlineCell(`C${row}`, `k${row}`)}${inlineCell(`D${row}`, 'v')}</row>`;
    const emptyRows = Array.from({ length: 1_000_000 }, (_, index) => `<row r="${index + 3}"/>`);
    const cases: Array<[string, Buffer, string]> = [
      [
        'not a zip',
        Buffer.from('resource_id,namespace,key,value\n1,bad-books,k,v\n'),
        'The file is not an Excel workbook (.xlsx): it could not be opened as one.',
      ],
      [
        'zip bomb',
        sheetWith(`${goodRow(2)}<!--${' '.repeat(40 * 1024 * 1024)}-->`),
        'The workbook expands to over 100 times its size when opened, more than an import may read. Save it again in Excel, or export it as CSV.',
      ],
      [
        'a million empty rows',
        sheetWith(goodRow(2) + emptyRows.join('')),
        'The sheet has more than 150,001 rows, counting empty rows. Delete the rows after your data, or split the file.',
      ],
      [
        'formula cell',
        sheetWith(
          `${goodRow(2)}<row r="3"><c r="A3"><v>${product?.id}</v></c>` +
            `${inlineCell('B3', 'bad-books')}${inlineCell('C3', 'sum')}<c r="D3"><f>1+1</f><v>2</v></c></row>`,
        ),
        'Cell D3 holds a formula; formulas are not read. Replace it with its value (copy, then paste values only), and import again.',
      ],
    ];
    for (const [name, bytes, message] of cases) {
      const response = await upload(browser, [csvPart(bytes, 'metafields.xlsx')]);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 422 });
      expect(response.json(), name).toMatchObject({ message, errors: { files: [message] } });
    }
    const history = historyAnswer.parse((await browser.request('GET', importUrl())).json());
    expect(history.data).toEqual([]);
    expect(await platformOf(emulator).metafields('product', 'bad-books')).toEqual([]);
  }, 60_000);

  it('imports the first sheet with its cells as text; the history keeps it as CSV', async () => {
    const { server, browser } = await setUp(emulator);
    const [product] = await platformOf(emulator).records('product', 1);
    const long = 'Long text, "quoted", on\nseveral lines. '.repeat(700);
    const bytes = await excelWorkbook((sheet) => {
      sheet.addRow(['resource_id', 'namespace', 'key', 'value']);
      sheet.addRow([product?.id, 'books', 'count', 0.1]);
      sheet.addRow([product?.id, 'books', 'launch', new Date(Date.UTC(2026, 0, 31))]);
      sheet.addRow([product?.id, 'books', 'flag', true]);
      sheet.addRow([product?.id, 'books', 'code', '00123']);
      sheet.addRow([product?.id, 'books', 'long', long]);
      sheet.addRow([product?.id, 'books', 'formula_text', '=1+1']);
    });
    const response = await upload(browser, [csvPart(bytes, 'books.xlsx')]);
    expect(response.statusCode, response.body).toBe(201);
    const started = startAnswer.parse(response.json());
    await server.runner.idle();
    const job = await jobOf(browser, started.data.id);
    expect(job).toMatchObject({ status: 'completed', errors: [], items_processed_count: 6 });

    const values = await platformOf(emulator).metafields('product', 'books');
    expect(Object.fromEntries(values.map((row) => [row.key, row.value]))).toEqual({
      count: '0.1',
      launch: '2026-01-31',
      flag: 'true',
      code: '00123',
      long,
      formula_text: '=1+1',
    });
    const download = await browser.request('GET', job.download_url ?? '');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.body.split('\r\n')[0]).toBe('resource_id,namespace,key,value');
  }, 60_000);
});
