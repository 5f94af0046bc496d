import Papa from 'papaparse';

/**
 * CSV text in and out, through papaparse (ARCHITECTURE: "CSV through papaparse"). The layouts in
 * core read and write the cells; these only split and join them. Formula escaping is the
 * layouts' work, so papaparse's own `escapeFormulae` stays off: escaping twice would not undo.
 */

/**
 * The byte order mark leads an exported file so that Excel opens it as UTF-8; reading drops it
 * again (TextDecoder does, and core trims header names).
 */
const byteOrderMark = '\uFEFF';

/**
 * Every row of a CSV text as its cells, blank lines included so that row numbers match the
 * file. Always comma-separated: the file is ours, and guessing could split a one-column file
 * on some other character.
 */
export function readCsv(text: string): string[][] {
  return Papa.parse<string[]>(text, { delimiter: ',', header: false, skipEmptyLines: false }).data;
}

/** A CSV file's text: the rows with CRLF line ends (RFC 4180), cells quoted where needed. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return (
    byteOrderMark +
    Papa.unparse(
      rows.map((row) => [...row]),
      { newline: '\r\n' },
    )
  );
}

/**
 * Rows to append to a file `writeCsv` began (no byte order mark), each ending in CRLF, so that
 * a file written batch by batch reads as one written at once.
 */
export function csvRows(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  return (
    Papa.unparse(
      rows.map((row) => [...row]),
      { newline: '\r\n' },
    ) + '\r\n'
  );
}
