import type { MessageDescriptor } from '../messages/defineMessages.js';
import { csvMessage } from './messages.js';

/**
 * What every CSV parser returns: the good rows, to apply, and the bad ones, to report row by
 * row. A bad row is left out of `rows` entirely (never half applied).
 */
export interface CsvParseResult<T> {
  rows: T[];
  errors: CsvRowError[];
}

export interface CsvRowError {
  /**
   * 1-based and counting the header as row 1, so the first data row is row 2: the number a
   * spreadsheet shows beside the row (as long as no cell spans lines).
   */
  row: number;
  /** The header name of the cell at fault, when the error is about one cell. */
  column?: string;
  message: MessageDescriptor;
  /**
   * What the row is about as the file names it, when a layout knows (a template's
   * namespace.key), so that results keyed by record can place the error.
   */
  subject?: string;
}

/** The row number of the header. */
export const headerRowNumber = 1;

/** The row number of the data row at `index` (0 being the row just below the header). */
export function dataRowNumber(index: number): number {
  return index + headerRowNumber + 1;
}

/**
 * The line a job's error list shows for one error, once the server has formatted the inner
 * message in the user's language ('Row 4, column key: key is required.').
 */
export function csvErrorLine(error: CsvRowError, formattedMessage: string): MessageDescriptor {
  return error.column === undefined
    ? csvMessage('csv.error.row', { row: error.row, message: formattedMessage })
    : csvMessage('csv.error.cell', {
        row: error.row,
        column: error.column,
        message: formattedMessage,
      });
}
