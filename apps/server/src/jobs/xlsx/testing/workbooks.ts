import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';

/*
 * Workbooks for tests: good ones written with exceljs (the library the app reads with), bad ones
 * put together by hand, since no library writes a formula-only or bomb workbook on request.
 */

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const officeRels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRels = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A minimal `.xlsx` whose one worksheet is `sheetData` (the XML inside `<sheetData>`). */
export function handmadeWorkbook(
  sheetData: string | Uint8Array,
  level: 0 | 9 = 9,
  extraParts: Record<string, string> = {},
): Buffer {
  const xml = (text: string) => strToU8(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
  const sheet =
    typeof sheetData === 'string'
      ? xml(`<worksheet xmlns="${main}"><sheetData>${sheetData}</sheetData></worksheet>`)
      : sheetData;
  const zip = zipSync(
    {
      '[Content_Types].xml': xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '</Types>',
      ),
      '_rels/.rels': xml(
        `<Relationships xmlns="${packageRels}"><Relationship Id="rId1" Type="${officeRels}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
      'xl/workbook.xml': xml(
        `<workbook xmlns="${main}" xmlns:r="${officeRels}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': xml(
        `<Relationships xmlns="${packageRels}"><Relationship Id="rId1" Type="${officeRels}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      'xl/worksheets/sheet1.xml': sheet,
      ...Object.fromEntries(
        Object.entries(extraParts).map(([name, text]) => [name, xml(text)] as const),
      ),
    },
    { level },
  );
  return Buffer.from(zip);
}

/** The spreadsheet namespace, for extra parts. */
export const spreadsheetNamespace = main;

/** An inline-string cell's XML. */
export const inlineCell = (address: string, text: string) =>
  `<c r="${address}" t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;

/** The custom layout's header row, as a handmade sheet's first row. */
export const customHeaderRow =
  '<row r="1">' +
  ['resource_id', 'namespace', 'key', 'value']
    .map((name, index) => inlineCell(`${'ABCD'[index]}1`, name))
    .join('') +
  '</row>';

/** A workbook's bytes, its first sheet built by `fill` with exceljs's in-memory workbook. */
export async function excelWorkbook(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Metafields'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
