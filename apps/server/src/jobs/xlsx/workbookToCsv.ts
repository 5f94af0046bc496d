import { escapeFormulaCell, exportItemLimit } from '@metafields/core';
import { csvRows } from '../../templates/csvFile.js';
import { sheetReader } from './sheetReader.js';
import { WorkbookRefused } from './workbookRefused.js';
import {
  readDateStyles,
  readWorkbook,
  relationTarget,
  sharedStringsReader,
} from './workbookParts.js';
import { inflateWorkbook, notWorkbook } from './zipGuard.js';

/** What a workbook's first sheet may hold, as rows (header included) and as CSV text. */
export interface SheetLimits {
  maxRows: number;
  maxTextBytes: number;
}

/**
 * An import reads at most what an export can write: 150,000 items and the header row (the
 * imports have no row cap of their own; ADR 0031).
 */
export const maxSheetRows = exportItemLimit + 1;

const unreadable = 'The workbook could not be read: it may be damaged. Save it again in Excel.';

/** The small parts read whole in the first pass. */
const wholeParts = ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml'];

/**
 * The first sheet of an `.xlsx` file as the CSV text an import reads: rows as they are (empty
 * rows kept, so row numbers in errors match the sheet), each cell's value as text and
 * formula-escaped as an export writes it, so that the import's unescaping restores the cell
 * exactly. Two streaming passes over the zip (ADR 0031): the first inflates every entry,
 * counting against zip bombs, and keeps the workbook, its relationships, styles and shared
 * strings; the second reads the sheet. Refuses (WorkbookRefused) a file that is no workbook,
 * a formula cell, a cell longer than Excel allows, more than `maxRows` rows (empty ones
 * counted, stopping there), or text past `maxTextBytes`.
 */
export async function workbookToCsv(bytes: Buffer, limits: SheetLimits): Promise<string> {
  try {
    return await Promise.resolve(readFirstSheet(bytes, limits));
  } catch (error) {
    if (error instanceof WorkbookRefused) throw error;
    throw new WorkbookRefused(unreadable);
  }
}

function readFirstSheet(bytes: Buffer, limits: SheetLimits): string {
  const parts = new Map<string, string[]>();
  const sharedStrings: string[] = [];
  const names = inflateWorkbook(bytes, (name) => {
    if (name === 'xl/sharedStrings.xml') return sharedStringsReader(sharedStrings);
    if (!wholeParts.includes(name)) return undefined;
    const pieces: string[] = [];
    parts.set(name, pieces);
    return (text) => pieces.push(text);
  });
  const part = (name: string) => parts.get(name)?.join('');
  const workbookXml = part('xl/workbook.xml');
  const relsXml = part('xl/_rels/workbook.xml.rels');
  if (workbookXml === undefined || relsXml === undefined) throw new WorkbookRefused(notWorkbook);
  const { sheetRelation, date1904 } = readWorkbook(workbookXml);
  const sheetPath = sheetRelation && relationTarget(relsXml, sheetRelation);
  if (!sheetPath || !names.includes(sheetPath)) throw new WorkbookRefused(notWorkbook);

  const lines: string[] = [];
  let textBytes = 0;
  const add = (line: string) => {
    textBytes += Buffer.byteLength(line);
    if (textBytes > limits.maxTextBytes) {
      throw new WorkbookRefused(
        `The sheet holds more than ${limits.maxTextBytes / 1024 / 1024} MB of text, ` +
          'more than an import may read. Split it into smaller files.',
      );
    }
    lines.push(line);
  };
  const reader = sheetReader({
    sharedStrings,
    dateStyles: readDateStyles(part('xl/styles.xml')),
    date1904,
    maxRows: limits.maxRows,
    onRow(number, cells) {
      while (lines.length < number - 1) add('\r\n');
      add(csvRows([cells.map(escapeFormulaCell)]));
    },
  });
  inflateWorkbook(bytes, (name) => (name === sheetPath ? reader : undefined), {
    inflateAll: false,
  });
  return lines.join('');
}
