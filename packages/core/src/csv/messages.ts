import { defineMessages, type MessageDescriptor } from '../messages/defineMessages.js';

/**
 * Errors of CSV imports. Each is reported with its row (and column where there is one), so the
 * texts name the column but not the row; `csv.error.row` and `csv.error.cell` put the row in
 * front when the server writes a job's errors as lines.
 */
export const csvMessages = defineMessages({
  'csv.error.row': 'Row {row}: {message}',
  'csv.error.cell': 'Row {row}, column {column}: {message}',
  'csv.header.missing': 'The file has no header row.',
  'csv.header.firstColumn': 'The first column must be {column}.',
  'csv.header.missingColumn': 'The column {column} is missing.',
  'csv.header.unknownColumn': 'The column {column} is not known and was ignored.',
  'csv.header.duplicateColumn':
    'The column {column} appears more than once; only the first was used.',
  // A metafield import refuses a file whose header has any problem, before anything is written.
  'csv.header.unknownColumnRefused': 'The column {column} is not known.',
  'csv.header.duplicateColumnRefused': 'The column {column} appears more than once.',
  'csv.file.brokenQuotes':
    'Row {row} has a quoted cell that is not closed, or a quote inside a cell that is not doubled.',
  'csv.file.notImported': 'The file was not imported. {reason}',
  'csv.row.tooManyCells': 'The row has more cells than the header.',
  'csv.row.duplicate': 'The row repeats row {firstRow} and was skipped.',
  'csv.cell.required': '{column} is required.',
  'csv.cell.tooLong': '{column} must be at most {max, number} characters.',
  'csv.cell.notId': '{column} must be a whole number greater than 0.',
  'csv.cell.notInteger': '{column} must be a whole number.',
  'csv.cell.notNumber': '{column} must be a number.',
  'csv.cell.notBoolean': '{column} must be true or false.',
  'csv.cell.notPermissionSet': '{column} must be one of {allowed}.',
  'csv.cell.unknownContentType': '{column} is not a known content type: {value}.',
  'csv.cell.notJson': '{column} must be valid JSON.',
  'csv.cell.notJsonObject': '{column} must be a JSON object.',
  'csv.cell.notJsonList': '{column} must be a JSON list.',
  'csv.cell.invalidOption': '{column} has an invalid {option} option.',
  'csv.cell.notMode': '{column} must be empty, or {mode} to remove the metafield.',
});

export type CsvMessageKey = keyof typeof csvMessages;

/** A descriptor of one of the messages above. */
export function csvMessage(
  key: CsvMessageKey,
  values?: Readonly<Record<string, string | number>>,
): MessageDescriptor {
  return values === undefined
    ? { key, defaultMessage: csvMessages[key] }
    : { key, defaultMessage: csvMessages[key], values };
}
