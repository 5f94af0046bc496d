import { dateText, numberText } from './cellText.js';
import { excelCellMaxChars, WorkbookRefused } from './workbookRefused.js';
import { decodeOoxmlText, xmlStream } from './xmlStream.js';

/** What reading a sheet needs from the rest of the workbook, and what it may hold. */
export interface SheetContext {
  sharedStrings: readonly string[];
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
  maxRows: number;
  /** Each row as it is read: its number (1-based) and its cells' texts by column. */
  onRow(number: number, cells: string[]): void;
}

/** The column number (1-based) of a cell reference such as `B3`. */
export function columnOf(reference: string): number {
  let column = 0;
  for (const letter of /^[A-Z]{1,3}/.exec(reference)?.[0] ?? '') {
    column = column * 26 + letter.charCodeAt(0) - 64;
  }
  return column;
}

/** A column number's letters (1 is A, 28 is AB). */
export function columnName(column: number): string {
  let name = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

const excelEpochDays = 25_569;
const dayMs = 86_400_000;

/**
 * A date cell's serial number as a date: days since 1899-12-30 (Excel's 1900 system, whose
 * invented 1900-02-29 shifts serials before it by a day) or since 1904-01-01.
 */
export function excelDate(serial: number, date1904: boolean): Date {
  const days = date1904 ? serial + 1462 : serial < 61 ? serial + 1 : serial;
  return new Date(Math.round(((days - excelEpochDays) * dayMs) / 1000) * 1000);
}

const formulaMessage = (address: string) =>
  `Cell ${address} holds a formula; formulas are not read. ` +
  'Replace it with its value (copy, then paste values only), and import again.';

const tooManyRows = (maxRows: number) =>
  `The sheet has more than ${maxRows.toLocaleString('en')} rows, counting empty rows. ` +
  'Delete the rows after your data, or split the file.';

/**
 * A reader of a worksheet part as it streams in. It hands each row's cells, as text, to
 * `onRow`, and refuses (WorkbookRefused) as soon as it meets a formula (never evaluated, so its
 * cached result is not read either), a row past `maxRows` (empty rows count: the row number is
 * read, not the rows present), or a cell longer than a workbook cell may be.
 */
export function sheetReader(context: SheetContext): (text: string) => void {
  let inSheetData = false;
  let rowNumber = 0;
  let cells: string[] = [];
  let cell: { address: string; column: number; type: string; style: number } | undefined;
  let nextColumn = 1;
  let capture: string[] | undefined;
  let captured = 0;
  let value = '';
  let inline: string[] = [];
  let phoneticDepth = 0;

  const cellValue = (): string => {
    if (!cell) return '';
    switch (cell.type) {
      case 's':
        return context.sharedStrings[Number(value)] ?? '';
      case 'inlineStr':
        return decodeOoxmlText(inline.join(''));
      case 'str':
        return decodeOoxmlText(value);
      case 'b':
        return value === '1' || value === 'true' ? 'true' : 'false';
      case 'e':
      case 'd':
        return value;
      default: {
        if (value === '') return '';
        const number = Number(value);
        if (!Number.isFinite(number)) return value;
        return context.dateStyles.has(cell.style)
          ? dateText(excelDate(number, context.date1904))
          : numberText(number);
      }
    }
  };

  return xmlStream({
    open(name, attributes) {
      if (name === 'sheetData') inSheetData = true;
      if (!inSheetData) return;
      if (name === 'row') {
        rowNumber = attributes.r ? Number(attributes.r) : rowNumber + 1;
        if (!(rowNumber <= context.maxRows)) {
          throw new WorkbookRefused(tooManyRows(context.maxRows));
        }
        cells = [];
        nextColumn = 1;
      } else if (name === 'c') {
        const column = attributes.r ? columnOf(attributes.r) : nextColumn;
        cell = {
          address: attributes.r ?? `${columnName(column)}${rowNumber}`,
          column,
          type: attributes.t ?? 'n',
          style: Number(attributes.s ?? 0),
        };
        value = '';
        inline = [];
      } else if (name === 'f' && cell) {
        throw new WorkbookRefused(formulaMessage(cell.address));
      } else if (name === 'v' && cell) {
        capture = [];
      } else if (name === 'rPh') {
        phoneticDepth += 1;
      } else if (name === 't' && cell && phoneticDepth === 0) {
        capture = inline;
      }
    },
    close(name) {
      if (name === 'sheetData') inSheetData = false;
      if (!inSheetData) return;
      if (name === 'v' && capture) {
        value = capture.join('');
        capture = undefined;
      } else if (name === 't') {
        capture = undefined;
      } else if (name === 'rPh') {
        phoneticDepth -= 1;
      } else if (name === 'c' && cell) {
        const text = cellValue();
        if (text.length > excelCellMaxChars) throw cellTooLong(cell.address);
        if (text !== '') {
          while (cells.length < cell.column - 1) cells.push('');
          cells[cell.column - 1] = text;
        }
        nextColumn = cell.column + 1;
        captured = 0;
        cell = undefined;
      } else if (name === 'row') {
        context.onRow(rowNumber, cells);
      }
    },
    text(text) {
      if (!capture || !cell) return;
      captured += text.length;
      // Checked as it comes, so that a huge cell is refused before it is held whole.
      if (captured > excelCellMaxChars * 8) throw cellTooLong(cell.address);
      capture.push(text);
    },
  });
}

const cellTooLong = (address: string) =>
  new WorkbookRefused(
    `Cell ${address} holds more than ${excelCellMaxChars.toLocaleString('en')} characters, ` +
      'more than a workbook cell may hold.',
  );
