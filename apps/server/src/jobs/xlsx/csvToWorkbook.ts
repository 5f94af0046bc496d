import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { unescapeFormulaCell } from '@metafields/core';
import ExcelJS from 'exceljs';
import { csvRowBatches, longestCsvRow } from './csvRowsOf.js';
import { excelCellMaxChars } from './workbookRefused.js';

/**
 * How a column's cells are typed in the workbook. `text` unless the export knows better: a
 * free-text cell is never guessed to be a number ("00123" stays text).
 */
export type ColumnKind = 'text' | 'integer' | 'boolean' | 'date';

/** Id and count columns by their header name: `id`, `resource_id`, `product_id`, `*_count`. */
const idColumn = /^(?:id|[a-z][a-z0-9]{0,40}(?:_id|_count))$/;

/** Whole numbers that a workbook's number cell holds exactly. */
const integer = /^(?:0|-?[1-9]\d{0,14})$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** Whole seconds only: a workbook's date cell would round milliseconds away. */
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/**
 * A text as OOXML stores it in a cell (ECMA-376's ST_Xstring escaping): characters XML cannot
 * carry, and a carriage return (which XML readers fold into the line feed), as `_xHHHH_`, and a
 * literal `_xHHHH_` with its underscore escaped, so that Excel and exceljs read back the text.
 */
export function ooxmlText(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- these control characters are what it escapes
    /_(?=x[0-9A-Fa-f]{4}_)|[\u0000-\u0008\u000B\u000C\u000D\u000E-\u001F\uFFFE\uFFFF]/g,
    (found) => `_x${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
  );
}

/**
 * A string cell's value: inline rich text of one plain run. exceljs writes a plain string as a
 * `t="str"` cell, which is a formula's result type and which its own reader decodes twice
 * ("&amp;" would come back "&"); an inline string is what a workbook without formulas holds.
 */
const stringCell = (text: string) => ({ richText: [{ text: ooxmlText(text) }] });

/** The kind of each column of a header: the export's own knowledge first, then id names. */
export function headerKinds(
  header: readonly string[],
  known: ReadonlyMap<string, ColumnKind> = new Map(),
): ColumnKind[] {
  return header.map((name) => known.get(name) ?? (idColumn.test(name) ? 'integer' : 'text'));
}

/** A CSV cell (unescaped) as the workbook's value: typed where its column's kind allows it. */
export function workbookValue(text: string, kind: ColumnKind): ExcelJS.CellValue {
  if (kind === 'integer' && integer.test(text)) return Number(text);
  if (kind === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  if (kind === 'date' && (isoDate.test(text) || isoDateTime.test(text))) {
    const date = new Date(isoDate.test(text) ? `${text}T00:00:00Z` : text);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return text === '' ? null : stringCell(text);
}

/**
 * The first row (1-based, as in the CSV) holding a cell longer than a workbook cell may be. A
 * cell is never longer than its row's text, so the rows are read cell by cell only when some
 * row's text is that long: most files are checked by one scan of their characters.
 */
export async function firstOverlongRow(
  chunks: () => AsyncIterable<Uint8Array | string>,
): Promise<number | undefined> {
  if ((await longestCsvRow(chunks())) <= excelCellMaxChars) return undefined;
  let number = 0;
  for await (const rows of csvRowBatches(chunks())) {
    for (const row of rows) {
      number += 1;
      if (row.some((cell) => unescapeFormulaCell(cell).length > excelCellMaxChars)) return number;
    }
  }
  return undefined;
}

/**
 * Writes a stored CSV file's rows to `out` as a one-sheet `.xlsx`, row by row through exceljs's
 * streaming writer (ADR 0031), waiting whenever `out` is full. Formula-escaped cells are
 * unescaped and written as plain string cells: a workbook from us never holds a formula.
 */
export async function csvToWorkbook(
  batches: AsyncIterable<string[][]>,
  out: Writable,
  known?: ReadonlyMap<string, ColumnKind>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Sheet1');
  let kinds: ColumnKind[] | undefined;
  for await (const rows of batches) {
    for (const cells of rows) {
      const texts = cells.map(unescapeFormulaCell);
      if (kinds === undefined) {
        kinds = headerKinds(texts, known);
        sheet.addRow(texts.map(stringCell)).commit();
        continue;
      }
      const row = sheet.addRow(
        texts.map((text, index) => workbookValue(text, kinds?.[index] ?? 'text')),
      );
      row.eachCell((cell) => {
        if (cell.value instanceof Date) cell.numFmt = dateFormat(cell.value);
      });
      row.commit();
    }
    // Between pieces of the stored file, the response is given time to take what is written.
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}

/** A date cell's display: the day, or the day and time when it has one. */
function dateFormat(value: Date): string {
  return value.getTime() % 86_400_000 === 0 ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm:ss';
}
