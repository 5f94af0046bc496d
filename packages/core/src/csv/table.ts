import type { MessageDescriptor } from '../messages/defineMessages.js';
import {
  dataRowNumber,
  headerRowNumber,
  type CsvParseResult,
  type CsvRowError,
} from './csvResult.js';
import { unescapeFormulaCell } from './formulaEscaping.js';
import { csvMessage } from './messages.js';

/*
 * Reading a CSV table (rows of cells, as papaparse gives them with `header: false`) against a
 * layout: the header is checked first, then each data row is parsed on its own so that a bad
 * row never stops the good ones. Cells are unescaped (formula escaping) here, once, for every
 * layout. Header names are trimmed, which also drops the byte order mark Excel writes.
 */

/** The columns of a layout, by their header names (matched exactly, after trimming). */
export interface TableLayout {
  /** Columns that must be present; without one of them no row can be read. */
  required: readonly string[];
  /** Columns that may be present. Any other column is reported and ignored. */
  optional: readonly string[];
  /** A column that must come first, when the layout says so. */
  first?: string;
}

export interface RowContext {
  row: number;
  /** The cell of a known column; '' when the column is absent or the row is short. */
  cell(column: string): string;
  /** Names what the row is about; its errors then carry this subject. */
  setSubject(subject: string): void;
  /** Records an error; the row is then left out of the result. */
  reject(message: MessageDescriptor, column?: string): void;
}

export interface ParseTableOptions<T> {
  /**
   * Rows with the same identity as an earlier good row are reported and skipped; a row without
   * one (undefined) is never a duplicate.
   */
  identity?: (row: T) => string | undefined;
}

type Cells = readonly string[];

interface Header {
  columns: ReadonlyMap<string, number>;
  width: number;
}

function readHeader(
  headerCells: Cells | undefined,
  layout: TableLayout,
  errors: CsvRowError[],
): Header | undefined {
  if (headerCells === undefined || isBlank(headerCells)) {
    errors.push({ row: headerRowNumber, message: csvMessage('csv.header.missing') });
    return undefined;
  }
  const names = headerCells.map((cell) => unescapeFormulaCell(cell).trim());
  const known = new Set([...layout.required, ...layout.optional]);
  const columns = new Map<string, number>();
  let usable = true;
  if (layout.first !== undefined && names[0] !== layout.first) {
    errors.push({
      row: headerRowNumber,
      message: csvMessage('csv.header.firstColumn', { column: layout.first }),
    });
    usable = false;
  }
  names.forEach((name, index) => {
    if (name === '') return;
    if (!known.has(name)) {
      errors.push({
        row: headerRowNumber,
        column: name,
        message: csvMessage('csv.header.unknownColumn', { column: name }),
      });
    } else if (columns.has(name)) {
      errors.push({
        row: headerRowNumber,
        column: name,
        message: csvMessage('csv.header.duplicateColumn', { column: name }),
      });
    } else {
      columns.set(name, index);
    }
  });
  for (const column of layout.required) {
    if (!columns.has(column) && column !== layout.first) {
      errors.push({
        row: headerRowNumber,
        column,
        message: csvMessage('csv.header.missingColumn', { column }),
      });
      usable = false;
    }
  }
  return usable ? { columns, width: names.length } : undefined;
}

function isBlank(cells: Cells): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/**
 * Parses a whole table. `parseRow` reads one row through its context and returns the row's
 * value; if it called `reject`, the row is reported instead. Blank rows (every cell empty,
 * such as the one a trailing newline makes) are skipped but still counted, so row numbers
 * match the file.
 */
export function parseTable<T>(
  table: readonly Cells[],
  layout: TableLayout,
  parseRow: (context: RowContext) => T,
  options: ParseTableOptions<T> = {},
): CsvParseResult<T> {
  const errors: CsvRowError[] = [];
  const header = readHeader(table[0], layout, errors);
  const rows: T[] = [];
  if (header === undefined) return { rows, errors };
  const firstRowByIdentity = new Map<string, number>();

  table.slice(1).forEach((cells, index) => {
    if (isBlank(cells)) return;
    const row = dataRowNumber(index);
    const rowErrors: CsvRowError[] = [];
    let subject: string | undefined;
    const withSubject = (error: CsvRowError): CsvRowError =>
      subject === undefined ? error : { ...error, subject };
    const context: RowContext = {
      row,
      cell: (column) => {
        const at = header.columns.get(column);
        return at === undefined ? '' : unescapeFormulaCell(cells[at] ?? '');
      },
      setSubject: (name) => {
        subject = name;
      },
      reject: (message, column) =>
        rowErrors.push(column === undefined ? { row, message } : { row, column, message }),
    };
    if (!isBlank(cells.slice(header.width))) {
      context.reject(csvMessage('csv.row.tooManyCells'));
    }
    const value = parseRow(context);
    if (rowErrors.length > 0) {
      errors.push(...rowErrors.map(withSubject));
      return;
    }
    const identity = options.identity?.(value);
    if (identity !== undefined) {
      const firstRow = firstRowByIdentity.get(identity);
      if (firstRow !== undefined) {
        errors.push(withSubject({ row, message: csvMessage('csv.row.duplicate', { firstRow }) }));
        return;
      }
      firstRowByIdentity.set(identity, row);
    }
    rows.push(value);
  });
  return { rows, errors };
}
