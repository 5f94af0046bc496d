import { describe, expect, it } from 'vitest';
import { readCsv } from '../../templates/csvFile.js';
import {
  excelWorkbook,
  handmadeWorkbook,
  inlineCell,
  spreadsheetNamespace,
} from './testing/workbooks.js';
import { workbookToCsv } from './workbookToCsv.js';
import { WorkbookRefused } from './workbookRefused.js';
import { guardWorkbookZip } from './zipGuard.js';

const limits = { maxRows: 150_001, maxTextBytes: 50 * 1024 * 1024 };
const rowsOf = async (bytes: Buffer) => readCsv(await workbookToCsv(bytes, limits));

describe('workbookToCsv', () => {
  it('gives each type of cell as the text a CSV export would hold', async () => {
    const long = 'word '.repeat(6000).trim();
    const bytes = await excelWorkbook((sheet) => {
      sheet.addRow(['resource_id', 'value']);
      sheet.addRow([42, 0.1]);
      sheet.addRow([1e21, 1.5e-7]);
      sheet.addRow([new Date(Date.UTC(2026, 10, 30)), new Date(Date.UTC(2026, 10, 30, 8, 5, 9))]);
      sheet.addRow([true, false]);
      sheet.addRow([
        '00123',
        { richText: [{ text: 'bold ', font: { bold: true } }, { text: 'plain' }] },
      ]);
      sheet.addRow([long, '=SUM(A1:A2)']);
      sheet.addRow(["'=quoted", '-5 apples']);
      sheet.getRow(9).getCell(3).value = 'third';
      sheet.getCell('A5').numFmt = 'yyyy-mm-dd';
    });
    expect(await rowsOf(bytes)).toEqual([
      ['resource_id', 'value'],
      ['42', '0.1'],
      ['1000000000000000000000', '0.00000015'],
      ['2026-11-30', '2026-11-30T08:05:09Z'],
      ['true', 'false'],
      ['00123', 'bold plain'],
      // Text that looks like a formula is formula-escaped, as the CSV export writes it.
      [long, "'=SUM(A1:A2)"],
      ["''=quoted", "'-5 apples"],
      ['', '', 'third'],
      [''],
    ]);
  });

  it('reads shared strings and keeps empty rows, so row numbers match the sheet', async () => {
    const bytes = handmadeWorkbook(
      `<row r="1">${inlineCell('A1', 'id')}</row><row r="4">${inlineCell('B4', 'x &amp; y')}</row>`,
    );
    expect(await rowsOf(bytes)).toEqual([['id'], [''], [''], ['', 'x & y'], ['']]);
  });

  it('reads shared strings, rich text, escapes and date styles as Excel writes them', async () => {
    const sheet =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c>' +
      '<c r="C1" t="str"><v>a &amp;amp; b</v></c>' +
      `${inlineCell('D1', 'line_x000D_\nnext _x005F_x0041_')}</row>` +
      '<row r="2"><c r="A2" s="1"><v>46356.5</v></c><c r="B2" s="2"><v>46356</v></c>' +
      '<c r="C2" s="3"><v>0.30000000000000004</v></c><c r="D2" t="b"><v>0</v></c></row>' +
      '<row r="3"><c r="A3" t="inlineStr"><is><r><t>one </t></r><r><t>two</t></r></is></c></row>';
    const bytes = handmadeWorkbook(sheet, 9, {
      'xl/sharedStrings.xml':
        `<sst xmlns="${spreadsheetNamespace}"><si><t>plain &amp;lt;b&amp;gt;</t></si>` +
        '<si><r><t>rich </t></r><r><rPr><b/></rPr><t>run</t></r><rPh><t>guide</t></rPh></si></sst>',
      'xl/styles.xml':
        `<styleSheet xmlns="${spreadsheetNamespace}"><numFmts count="2">` +
        '<numFmt numFmtId="164" formatCode="dd/mm/yyyy\\ hh:mm"/>' +
        '<numFmt numFmtId="165" formatCode="&quot;days&quot;\\ 0.0"/></numFmts>' +
        '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="14"/><xf numFmtId="165"/></cellXfs>' +
        '</styleSheet>',
    });
    expect(await rowsOf(bytes)).toEqual([
      ['plain &lt;b&gt;', 'rich run', 'a &amp; b', 'line\r\nnext _x0041_'],
      ['2026-11-30T12:00:00Z', '2026-11-30', '0.30000000000000004', 'false'],
      ['one two'],
      [''],
    ]);
  });

  it('refuses what is not a workbook', async () => {
    const cases: Buffer[] = [
      Buffer.from('resource_id,namespace\n1,a\n'),
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff]),
    ];
    for (const bytes of cases) {
      await expect(workbookToCsv(bytes, limits)).rejects.toThrow(
        'The file is not an Excel workbook (.xlsx): it could not be opened as one.',
      );
    }
  });

  it('refuses a zip bomb, counting the inflated bytes rather than trusting the headers', async () => {
    const padding = `<!--${' '.repeat(40 * 1024 * 1024)}-->`;
    const bomb = handmadeWorkbook(`<row r="1">${inlineCell('A1', 'id')}</row>${padding}`);
    expect(bomb.length).toBeLessThan(200_000);
    await expect(workbookToCsv(bomb, limits)).rejects.toThrow(
      /^The workbook expands to over 100 times its size when opened/,
    );
    const small = handmadeWorkbook(`<row r="1">${inlineCell('A1', 'id')}</row>`, 0);
    const tight = { maxInflatedBytes: 100, maxRatio: 1000, ratioFloorBytes: 1e9 };
    expect(() => guardWorkbookZip(small, tight)).toThrow(
      /^The workbook expands to more than 0\.0000\d+ MB/,
    );
  });

  it('refuses a sheet of a million empty rows, stopping at the cap', async () => {
    const rows = Array.from({ length: 1_000_000 }, (_, index) => `<row r="${index + 1}"/>`);
    const bytes = handmadeWorkbook(rows.join(''));
    await expect(workbookToCsv(bytes, limits)).rejects.toThrow(
      'The sheet has more than 150,001 rows, counting empty rows. Delete the rows after your data, or split the file.',
    );
  });

  it('refuses a formula cell, naming it, and never gives its result', async () => {
    const bytes = handmadeWorkbook(
      `<row r="1">${inlineCell('A1', 'id')}${inlineCell('B1', 'value')}</row>` +
        '<row r="2"><c r="A2"><v>1</v></c></row>' +
        '<row r="3"><c r="A3"><v>2</v></c><c r="B3"><f>A2*2</f><v>2</v></c></row>',
    );
    const refusal = workbookToCsv(bytes, limits);
    await expect(refusal).rejects.toBeInstanceOf(WorkbookRefused);
    await expect(refusal).rejects.toThrow(
      'Cell B3 holds a formula; formulas are not read. Replace it with its value (copy, then paste values only), and import again.',
    );
  });

  it('refuses a cell longer than a workbook cell may be, and text past the size limit', async () => {
    const bytes = handmadeWorkbook(`<row r="1">${inlineCell('A1', 'a'.repeat(32_768))}</row>`);
    await expect(workbookToCsv(bytes, limits)).rejects.toThrow(
      'Cell A1 holds more than 32,767 characters, more than a workbook cell may hold.',
    );
    const text = handmadeWorkbook(`<row r="1">${inlineCell('A1', 'a'.repeat(2000))}</row>`);
    await expect(workbookToCsv(text, { maxRows: 10, maxTextBytes: 1024 })).rejects.toThrow(
      /^The sheet holds more than 0\.0009765625 MB of text/,
    );
  });
});
