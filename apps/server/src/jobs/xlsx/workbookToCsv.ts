import { Readable } from 'node:stream';
import { escapeFormulaCell, exportItemLimit } from '@metafields/core';
import ExcelJS from 'exceljs';
import { csvRows } from '../../templates/csvFile.js';
import { cellText } from './cellText.js';
import { excelCellMaxChars, WorkbookRefused } from './workbookRefused.js';
import { guardWorkbookZip } from './zipGuard.js';

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

/**
 * The first sheet of an `.xlsx` file as the CSV text an import reads: rows as they are (empty
 * rows kept, so row numbers in errors match the sheet), each cell's value as text and
 * formula-escaped as an export writes it, so that the import's unescaping restores the cell
 * exactly. Refuses (WorkbookRefused) a file that is no workbook or inflates like a zip bomb,
 * a formula cell (never evaluated), a cell longer than Excel allows, more than `maxRows`
 * rows (empty ones counted, stopping there), or text past `maxTextBytes`.
 */
export async function workbookToCsv(bytes: Buffer, limits: SheetLimits): Promise<string> {
  guardWorkbookZip(bytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const lines: string[] = [];
  let textBytes = 0;
  let sawSheet = false;
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
  try {
    for await (const sheet of reader) {
      sawSheet = true;
      for await (const row of sheet) {
        if (row.number > limits.maxRows) {
          throw new WorkbookRefused(
            `The sheet has more than ${limits.maxRows.toLocaleString('en')} rows, ` +
              'counting empty rows. Delete the rows after your data, or split the file.',
          );
        }
        while (lines.length < row.number - 1) add('\r\n');
        add(csvRows([rowCells(row)]));
      }
      break; // Only the first sheet is read.
    }
  } catch (error) {
    if (error instanceof WorkbookRefused) throw error;
    throw new WorkbookRefused(unreadable);
  }
  if (!sawSheet) throw new WorkbookRefused(unreadable);
  return lines.join('');
}

/** A row's cells as text, by column (gaps left empty), refusing formulas and over-long cells. */
function rowCells(row: ExcelJS.Row): string[] {
  const cells: string[] = [];
  row.eachCell({ includeEmpty: false }, (cell, column) => {
    if (cell.type === ExcelJS.ValueType.Formula) {
      throw new WorkbookRefused(
        `Cell ${cell.address} holds a formula; formulas are not read. ` +
          'Replace it with its value (copy, then paste values only), and import again.',
      );
    }
    const text = cellText(cell.value);
    if (text.length > excelCellMaxChars) {
      throw new WorkbookRefused(
        `Cell ${cell.address} holds more than ${excelCellMaxChars.toLocaleString('en')} characters, ` +
          'more than a workbook cell may hold.',
      );
    }
    while (cells.length < column - 1) cells.push('');
    cells.push(escapeFormulaCell(text));
  });
  return cells;
}
